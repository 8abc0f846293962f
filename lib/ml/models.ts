import { inBatches } from './batching';
import { ModelError } from './errors';
import { type LabelIndex, labelIndex, nliProbs } from './labels';
import { clsPool, meanPool, normalize } from './pooling';
import type { ModelEntry } from './registry';
import type { Session } from './runtime';
import type { TextTokenizer } from './tokenize';
import type { Embedder, NliModel, NliProbs } from './types';

/** Embedding and NLI models over a loaded session: tokenize → batch → run → pool / softmax. */

export interface CallStats {
  calls: number;
  items: number;
  lastMs: number;
  totalMs: number;
}

abstract class LoadedModel {
  readonly stats: CallStats = { calls: 0, items: 0, lastMs: 0, totalMs: 0 };

  constructor(
    readonly entry: ModelEntry,
    protected readonly session: Session,
    protected readonly tokenizer: TextTokenizer,
  ) {}

  get modelId(): string {
    return this.entry.id;
  }

  protected async timed<R>(items: number, fn: () => Promise<R>): Promise<R> {
    const started = performance.now();
    const r = await fn();
    const ms = performance.now() - started;
    this.stats.calls++;
    this.stats.items += items;
    this.stats.lastMs = ms;
    this.stats.totalMs += ms;
    return r;
  }

  release(): Promise<void> {
    return this.session.release();
  }
}

export class OnnxEmbedder extends LoadedModel implements Embedder {
  readonly dims: number;
  readonly threshold: number;
  private readonly output: string;

  constructor(entry: ModelEntry, session: Session, tokenizer: TextTokenizer) {
    super(entry, session, tokenizer);
    this.dims = entry.dims!;
    this.threshold = entry.threshold!;
    this.output =
      entry.output ??
      (session.outputNames.includes('last_hidden_state') ? 'last_hidden_state' : session.outputNames[0]!);
  }

  embed(texts: readonly string[], signal?: AbortSignal): Promise<Float32Array[]> {
    if (!texts.length) return Promise.resolve([]);
    return this.timed(texts.length, () => {
      const rows = texts.map((t) => this.tokenizer.encode(t));
      return inBatches(
        rows,
        (r) => r.ids.length,
        this.session.batching,
        (batch) => this.runBatch(batch),
        signal,
      );
    });
  }

  private async runBatch(rows: { ids: number[]; types: number[] }[]): Promise<Float32Array[]> {
    const enc = this.tokenizer.pad(rows);
    const out = await this.session.run({ input_ids: enc.ids, attention_mask: enc.mask, token_type_ids: enc.types }, [
      enc.batch,
      enc.length,
    ]);
    const t = out[this.output];
    if (!t)
      throw new ModelError(
        'shape-mismatch',
        `Model "${this.modelId}" has no output "${this.output}" (it has ${Object.keys(out).join(', ')}). Fix "output" in its model description.`,
      );
    const dims = t.dims[t.dims.length - 1]!;
    if (dims !== this.dims)
      throw new ModelError(
        'shape-mismatch',
        `Model "${this.modelId}" gives ${dims}-dimensional vectors but its registry entry says ${this.dims}: the files do not belong to this entry. Delete the model in Settings → Models and download it again, or correct "dims" in its model description.`,
      );
    // A [batch, dims] output is already pooled (an export with pooling inside the graph).
    const vectors =
      t.dims.length === 2
        ? Array.from({ length: enc.batch }, (_, b) => t.data.slice(b * dims, (b + 1) * dims))
        : this.entry.pooling === 'cls'
          ? clsPool(t.data, enc.batch, enc.length, dims)
          : meanPool(t.data, enc.mask, enc.batch, enc.length, dims);
    return this.entry.normalize ? vectors.map(normalize) : vectors;
  }
}

export class OnnxNli extends LoadedModel implements NliModel {
  private readonly labels: LabelIndex;
  private readonly output: string;

  constructor(entry: ModelEntry, session: Session, tokenizer: TextTokenizer, config: unknown) {
    super(entry, session, tokenizer);
    this.labels = labelIndex(config, entry.id);
    this.output = entry.output ?? (session.outputNames.includes('logits') ? 'logits' : session.outputNames[0]!);
  }

  classify(pairs: readonly { premise: string; hypothesis: string }[], signal?: AbortSignal): Promise<NliProbs[]> {
    if (!pairs.length) return Promise.resolve([]);
    return this.timed(pairs.length, () => {
      const rows = pairs.map((p) => this.tokenizer.encodePair(p.premise, p.hypothesis));
      return inBatches(
        rows,
        (r) => r.ids.length,
        this.session.batching,
        (batch) => this.runBatch(batch),
        signal,
      );
    });
  }

  private async runBatch(rows: { ids: number[]; types: number[] }[]): Promise<NliProbs[]> {
    const enc = this.tokenizer.pad(rows);
    const out = await this.session.run({ input_ids: enc.ids, attention_mask: enc.mask, token_type_ids: enc.types }, [
      enc.batch,
      enc.length,
    ]);
    const t = out[this.output];
    const width = t?.dims[t.dims.length - 1];
    if (!t || t.dims.length !== 2 || width !== this.labels.count)
      throw new ModelError(
        'shape-mismatch',
        `Model "${this.modelId}" gives ${t ? `outputs of shape [${t.dims.join(', ')}]` : 'no logits'} but its config names ${this.labels.count} labels: it is not a matching NLI classifier. Delete it in Settings → Models and choose an MNLI cross-encoder.`,
      );
    return Array.from({ length: enc.batch }, (_, b) =>
      nliProbs(t.data.subarray(b * width, (b + 1) * width), this.labels),
    );
  }
}
