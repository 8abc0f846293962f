import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import { describe, expect, it } from 'vitest';

import { evalScript } from '../support/eval-fixtures/script';
import { startLlmServer } from '../support/llm-server';

/** `npm run eval` as a person runs it: bad input ends with a clear message and a non-zero exit code. */

const root = path.resolve(import.meta.dirname, '../..');
const tsx = path.join(root, 'node_modules/tsx/dist/cli.mjs');

function evalCli(args: string[]) {
  const r = spawnSync(process.execPath, [tsx, 'scripts/eval/index.ts', ...args], {
    cwd: root,
    encoding: 'utf8',
    timeout: 60_000,
  });
  return { code: r.status, stderr: r.stderr, stdout: r.stdout };
}

const file = (name: string, text: string) => {
  const p = path.join(mkdtempSync(path.join(os.tmpdir(), 'eval-cli-')), name);
  writeFileSync(p, text);
  return p;
};

describe('npm run eval on bad input', { timeout: 60_000 }, () => {
  it('an empty file: says so and exits 1', () => {
    const r = evalCli(['--data', file('empty.jsonl', '\n  \n')]);
    expect(r.code).toBe(1);
    expect(r.stderr).toMatch(
      /empty\.jsonl is empty: there is nothing to evaluate\. Give a file of labelled claims \(formats in docs\/evaluation\.md\)\./,
    );
    expect(r.stdout).toBe('');
  });

  it('a file with no usable row: lists the rows and their problems', () => {
    const r = evalCli([
      '--data',
      file('bad.jsonl', '{"claim": "x", "label": "perhaps"}\nnot json\n{"label": "true"}\n'),
    ]);
    expect(r.code).toBe(1);
    expect(r.stderr).toContain('No usable claim in');
    expect(r.stderr).toContain('line 1: unknown label "perhaps"');
    expect(r.stderr).toContain('line 2: not valid JSON');
    expect(r.stderr).toContain('line 3: no claim text');
  });

  it('a missing file, a missing option, a system that needs an LLM without one', () => {
    expect(evalCli(['--data', '/nonexistent/claims.jsonl']).stderr).toMatch(
      /Cannot read \/nonexistent\/claims\.jsonl \(ENOENT\): check the --data path/,
    );
    const usage = evalCli([]);
    expect(usage.code).toBe(1);
    expect(usage.stderr).toMatch(/--data FILE is required\.\nUsage: npm run eval -- --data FILE/);
    const noLlm = evalCli([
      '--data',
      file('one.jsonl', '{"claim": "Garlic cures COVID-19.", "label": "false"}\n'),
      '--systems',
      'full,llm-only',
    ]);
    expect(noLlm.code).toBe(1);
    expect(noLlm.stderr).toMatch(/llm-only needs an LLM: add --llm URL --llm-model NAME, or leave it out of --systems/);
  });
});

describe('npm run eval, interrupted', { timeout: 60_000 }, () => {
  it('Ctrl-C keeps what is done (exit 130) and the same command finishes the rest', async () => {
    const llm = await startLlmServer({ script: evalScript, delayMs: 150 });
    try {
      const dir = mkdtempSync(path.join(os.tmpdir(), 'eval-cli-'));
      const args = [
        tsx,
        'scripts/eval/index.ts',
        '--data',
        'tests/fixtures/eval/claims.jsonl',
        '--systems',
        'llm-only',
        '--llm',
        llm.baseUrl,
        '--llm-model',
        'scripted',
        '--json',
        path.join(dir, 'r.json'),
      ];
      const journal = path.join(dir, 'r.journal.jsonl');
      const child = spawn(process.execPath, args, { cwd: root });
      let stderr = '';
      child.stderr.on('data', (d) => (stderr += d));
      // Interrupt once a few claims are in the journal.
      while (!existsSync(journal) || readFileSync(journal, 'utf8').split('\n').length < 5)
        await new Promise((r) => setTimeout(r, 50));
      child.kill('SIGINT');
      const code = await new Promise((r) => child.on('exit', r));
      expect(code).toBe(130);
      expect(stderr).toMatch(
        /Interrupted: \d+ runs are not done\. Run the same command again to resume from .*r\.journal\.jsonl/,
      );
      const done = readFileSync(journal, 'utf8').trim().split('\n').length - 1;
      expect(done).toBeGreaterThan(2);
      expect(done).toBeLessThan(20);

      // Not spawnSync: the scripted LLM answers from this process's event loop.
      const again = spawn(process.execPath, args, { cwd: root });
      let out = '';
      let err = '';
      again.stdout.on('data', (d) => (out += d));
      again.stderr.on('data', (d) => (err += d));
      expect(await new Promise((r) => again.on('exit', r))).toBe(0);
      expect(err).toMatch(new RegExp(`Resuming from .*: ${done} runs done`));
      expect(out).toMatch(/\| llm-only \| 16\/17 +\| 94\.1% +\| 62\.5%/);
    } finally {
      await llm.close();
    }
  });
});
