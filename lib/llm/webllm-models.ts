/**
 * Local models offered in Settings → LLM: instruction-tuned WebLLM builds small enough for a
 * laptop GPU, with the GPU memory each needs (from WebLLM's own model list, which a unit test
 * keeps these figures in line with). Kept here as data so the side panel does not load WebLLM.
 */
export interface LocalModelInfo {
  id: string;
  label: string;
  /** GPU memory needed to run it, in MB; the download is of the same order. */
  vramMB: number;
  note: string;
}

export const LOCAL_MODELS: readonly LocalModelInfo[] = [
  {
    id: 'Qwen2.5-3B-Instruct-q4f16_1-MLC',
    label: 'Qwen2.5 3B Instruct',
    vramMB: 2504.76,
    note: 'Recommended: good JSON, fits most GPUs',
  },
  { id: 'Llama-3.2-3B-Instruct-q4f16_1-MLC', label: 'Llama 3.2 3B Instruct', vramMB: 2263.69, note: 'Balanced' },
  {
    id: 'Phi-3.5-mini-instruct-q4f16_1-MLC',
    label: 'Phi-3.5 mini Instruct',
    vramMB: 3672.07,
    note: 'Stronger reasoning, larger',
  },
  {
    id: 'Qwen2.5-7B-Instruct-q4f16_1-MLC',
    label: 'Qwen2.5 7B Instruct',
    vramMB: 5106.67,
    note: 'Best quality here; needs a strong GPU',
  },
  {
    id: 'Llama-3.1-8B-Instruct-q4f16_1-MLC',
    label: 'Llama 3.1 8B Instruct',
    vramMB: 5001,
    note: 'Strong; needs a strong GPU',
  },
  {
    id: 'Qwen2.5-1.5B-Instruct-q4f16_1-MLC',
    label: 'Qwen2.5 1.5B Instruct',
    vramMB: 1629.75,
    note: 'Small and fast; weaker verdicts',
  },
  {
    id: 'Llama-3.2-1B-Instruct-q4f16_1-MLC',
    label: 'Llama 3.2 1B Instruct',
    vramMB: 879.04,
    note: 'Smallest; for testing only',
  },
];

export const LOCAL_UNSUPPORTED =
  'Local models are not available in Firefox yet: use an OpenAI-compatible endpoint (Ollama on this computer works too).';

export function localModel(id: string): LocalModelInfo | undefined {
  return LOCAL_MODELS.find((m) => m.id === id);
}

export function formatSize(mb: number): string {
  return mb >= 1024 ? `${(mb / 1024).toFixed(1)} GB` : `${Math.round(mb)} MB`;
}
