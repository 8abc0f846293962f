import { CheckArgsError, parseCheckArgs } from '../../lib/eval/check/args';
import { runCheckList } from '../../lib/eval/check/run';

/**
 * `npm run check -- --claims FILE --docs DIR --out results.json …` (docs/documents.md). Wiring
 * only: arguments, Ctrl-C (claims in flight are stopped; finished ones are in the journal and
 * the results; the same command resumes), exit code.
 */

let args;
try {
  args = parseCheckArgs(process.argv.slice(2));
} catch (e) {
  if (!(e instanceof CheckArgsError)) throw e;
  process.stderr.write(`${e.message}\n`);
  process.exit(1);
}

const stop = new AbortController();
process.once('SIGINT', () => {
  process.stderr.write('\nStopping: claims in progress are cancelled; finished ones are kept…\n');
  stop.abort(new DOMException('Interrupted', 'AbortError'));
});

const result = await runCheckList(args, {
  log: (line) => process.stderr.write(`${line}\n`),
  env: process.env,
  signal: stop.signal,
});
process.exit(result.exitCode);
