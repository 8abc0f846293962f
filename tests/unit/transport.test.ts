import { describe, expect, it, vi } from 'vitest';

import { answerLost, MAX_RESENDS, sendWithResend } from '../../lib/messaging/transport';

const LOST = new Error(
  'A listener indicated an asynchronous response by returning true, but the message channel closed before a response was received',
);

describe('resending after a lost answer', () => {
  it('recognises Chrome’s lost-answer errors only', () => {
    expect(answerLost(LOST)).toBe(true);
    expect(answerLost(new Error('The message port closed before a response was received.'))).toBe(true);
    expect(answerLost(new Error('Could not establish connection. Receiving end does not exist.'))).toBe(false);
    expect(answerLost(new Error('Extension context invalidated.'))).toBe(false);
  });

  it('sends a check start again and returns the answer', async () => {
    const send = vi.fn().mockRejectedValueOnce(LOST).mockResolvedValueOnce({ ok: true, data: 1 });
    await expect(sendWithResend('check.start', send)).resolves.toEqual({ ok: true, data: 1 });
    expect(send).toHaveBeenCalledTimes(2);
  });

  it('sends the side panel’s read-only engine requests again (status of models, local LLMs, knowledge)', async () => {
    for (const op of ['models.status', 'llm.local.status', 'kg.status']) {
      const send = vi.fn().mockRejectedValueOnce(LOST).mockResolvedValueOnce({ ok: true, data: op });
      await expect(sendWithResend(op, send)).resolves.toEqual({ ok: true, data: op });
      expect(send).toHaveBeenCalledTimes(2);
    }
  });

  it('counts an empty answer (the receiver stopped mid-dispatch) as lost: a check start is sent again', async () => {
    const send = vi.fn().mockResolvedValueOnce(undefined).mockResolvedValueOnce({ ok: true, data: 2 });
    await expect(sendWithResend('check.start', send)).resolves.toEqual({ ok: true, data: 2 });
    expect(send).toHaveBeenCalledTimes(2);
    const once = vi.fn().mockResolvedValue(undefined);
    await expect(sendWithResend('check.retry', once)).rejects.toSatisfy(answerLost);
    expect(once).toHaveBeenCalledTimes(1);
  });

  it('gives up after MAX_RESENDS resends with the last error', async () => {
    const send = vi.fn().mockRejectedValue(LOST);
    await expect(sendWithResend('check.status', send)).rejects.toBe(LOST);
    expect(send).toHaveBeenCalledTimes(MAX_RESENDS + 1);
  });

  it('never sends twice what is not safe to repeat, nor on other errors', async () => {
    const engineCall = vi.fn().mockRejectedValue(LOST);
    await expect(sendWithResend('engine.call', engineCall)).rejects.toBe(LOST);
    expect(engineCall).toHaveBeenCalledTimes(1);
    const retry = vi.fn().mockRejectedValue(LOST);
    await expect(sendWithResend('check.retry', retry)).rejects.toBe(LOST);
    expect(retry).toHaveBeenCalledTimes(1);
    const other = vi.fn().mockRejectedValue(new Error('Extension context invalidated.'));
    await expect(sendWithResend('check.start', other)).rejects.toThrow('invalidated');
    expect(other).toHaveBeenCalledTimes(1);
  });
});
