import { ArgsError, parseEvalArgs } from '../../lib/eval/args';
import { runEvaluation } from '../../lib/eval/harness';

/**
 * `npm run eval -- --data FILE …` (docs/evaluation.md). Wiring only: arguments, Ctrl-C (what
 * is done stays in the journal; the same command resumes), exit code.
 */

let args;
try {
  args = parseEvalArgs(process.argv.slice(2));
} catch (e) {
  if (!(e instanceof ArgsError)) throw e;
  process.stderr.write(`${e.message}\n`);
  process.exit(1);
}

const stop = new AbortController();
process.once('SIGINT', () => {
  process.stderr.write('\nStopping: claims in progress are cancelled; finished ones are in the journal…\n');
  stop.abort(new DOMException('Interrupted', 'AbortError'));
});

const result = await runEvaluation(args, {
  log: (line) => process.stderr.write(`${line}\n`),
  out: (text) => process.stdout.write(`${text}\n`),
  env: process.env,
  signal: stop.signal,
});
process.exit(result.exitCode);
