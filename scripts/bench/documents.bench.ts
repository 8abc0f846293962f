import { batchRows } from './documents/batch';
import { ingestRows } from './documents/ingest';
import { retrieveRows } from './documents/retrieve';
import type { Bench, BenchRow } from './harness';

/**
 * Issue 30's documents figures (WASM q8, random-weight models of the real shapes): ingest of a
 * 300-page PDF, retrieval over 100k chunks, and a batch of claims without an LLM and with a
 * scripted one, each against the obvious alternative in the same run.
 */
export default {
  name: 'documents',
  description: 'documents: ingest, retrieval, and checking a list of claims against them',
  async run(ctx): Promise<BenchRow[]> {
    return [...(await batchRows(ctx.log)), ...(await ingestRows(ctx.log)), ...(await retrieveRows(ctx.log))];
  },
} satisfies Bench;
