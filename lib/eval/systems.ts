import type { PipelineOptions } from '../pipeline/run';
import type { SystemName } from './types';

/**
 * The systems of one evaluation run, each built from the same pipeline code with explicit
 * options (docs/evaluation.md). A system with memory gets its own knowledge graph, loaded from
 * the same packs, so one system's stored verdicts never reach another's memory.
 */
export interface SystemSpec {
  name: SystemName;
  description: string;
  /** Pipeline options; null for the LLM-only baseline, which uses no pipeline stage. */
  pipeline: PipelineOptions | null;
  /** Meaningless without an LLM (--llm): left out of the default set when none is given. */
  needsLlm: boolean;
}

export const SYSTEM_SPECS: Record<SystemName, SystemSpec> = {
  full: {
    name: 'full',
    description: 'memory → web → tribunal → persistence, as in the extension',
    pipeline: {},
    needsLlm: false,
  },
  'no-memory': {
    name: 'no-memory',
    description: 'the full system without the knowledge graph: every claim goes to the web, nothing is stored',
    pipeline: { memory: false, persist: false },
    needsLlm: false,
  },
  'no-tribunal': {
    name: 'no-tribunal',
    description: 'the full system with one single-pass LLM call in place of analysts and judge',
    pipeline: { tribunal: 'single-pass' },
    needsLlm: true,
  },
  'no-guards': {
    name: 'no-guards',
    description:
      'the full system with the memory guards off (value, high-neutral, weak contradiction, weak entailment)',
    pipeline: { guards: false },
    needsLlm: false,
  },
  'single-pass': {
    name: 'single-pass',
    description: 'direct single pass with evidence: trusted web evidence and one LLM call, no memory',
    pipeline: { memory: false, tribunal: 'single-pass', persist: false },
    needsLlm: true,
  },
  'llm-only': {
    name: 'llm-only',
    description: 'the claim and a fixed instruction to the LLM: no memory, no evidence (the paper’s Llama baselines)',
    pipeline: null,
    needsLlm: true,
  },
};
