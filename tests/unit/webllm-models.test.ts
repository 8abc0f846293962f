import { prebuiltAppConfig } from '@mlc-ai/web-llm';
import { describe, expect, it } from 'vitest';

import { llmRecipient } from '../../lib/llm/provider';
import { formatSize, LOCAL_MODELS } from '../../lib/llm/webllm-models';
import { isLoopbackUrl as isLoopback } from '../../lib/net/address';
import { defaultEngineConfig } from '../../lib/settings/run-config';

describe('local model list', () => {
  it('offers only models WebLLM knows, with the GPU memory WebLLM states', () => {
    for (const m of LOCAL_MODELS) {
      const record = prebuiltAppConfig.model_list.find((r) => r.model_id === m.id);
      expect(record, m.id).toBeDefined();
      expect(m.vramMB).toBeCloseTo(record!.vram_required_MB!, 1);
    }
  });

  it('shows sizes in MB or GB', () => {
    expect(formatSize(879.04)).toBe('879 MB');
    expect(formatSize(2504.76)).toBe('2.4 GB');
  });
});

describe('where requests go', () => {
  it('treats servers on this computer as on-device', () => {
    expect(isLoopback('http://localhost:11434/v1/chat/completions')).toBe(true);
    expect(isLoopback('http://127.0.0.1:8080/v1')).toBe(true);
    expect(isLoopback('http://[::1]:8000/v1')).toBe(true);
    expect(isLoopback('https://api.openai.com/v1')).toBe(false);
    expect(isLoopback('http://localhost.evil.com/v1')).toBe(false);
  });

  it('names the recipient of each provider, and none for "No LLM"', () => {
    const c = defaultEngineConfig();
    expect(llmRecipient(c)).toBeNull();
    c.settings.llm = {
      ...c.settings.llm,
      provider: 'openai-compatible',
      baseUrl: 'https://api.groq.com/openai/v1/',
      model: 'llama-3.3-70b',
    };
    expect(llmRecipient(c)).toEqual({
      provider: 'openai-compatible',
      endpoint: 'https://api.groq.com/openai/v1/chat/completions',
      model: 'llama-3.3-70b',
      leavesDevice: true,
    });
    c.settings.llm.provider = 'webllm';
    expect(llmRecipient(c)).toMatchObject({ provider: 'webllm', model: 'Qwen2.5 3B Instruct', leavesDevice: false });
  });
});
