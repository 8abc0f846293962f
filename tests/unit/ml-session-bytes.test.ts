import { readFileSync } from 'node:fs';
import path from 'node:path';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';

import { expect, it } from 'vitest';

import { TINY_MODELS_DIR } from '../../lib/ml/node';
import { OnnxRuntime } from '../../lib/ml/runtime';

// A session must not keep the model's bytes once onnxruntime holds the graph: with the q8 pair
// that is 92 MiB held for as long as the models stay loaded (docs/models.md, "Memory").
setFlagsFromString('--expose-gc');
const gc = runInNewContext('gc') as () => void;

it('lets the model bytes go once the session is open, and the session still runs', async () => {
  const runtime = new OnnxRuntime();
  const file = path.join(TINY_MODELS_DIR, 'claimlens/tiny-embed/onnx/model.onnx');
  let bytes: Uint8Array | null = new Uint8Array(readFileSync(file));
  const held = new WeakRef(bytes.buffer);
  const session = await runtime.createSession(bytes, 'wasm', 'tiny-embed');
  bytes = null;
  await new Promise((r) => setTimeout(r, 0));
  gc();
  expect(held.deref()).toBeUndefined();

  const ids = BigInt64Array.from([101n, 7592n % 512n, 102n]);
  const out = await session.run(
    { input_ids: ids, attention_mask: new BigInt64Array(3).fill(1n), token_type_ids: new BigInt64Array(3) },
    [1, 3],
  );
  expect(out[session.outputNames[0]!]!.dims).toEqual([1, 3, 32]);
  await session.release();
});
