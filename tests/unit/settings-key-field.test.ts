// @vitest-environment jsdom
import { act, createElement } from 'react';
import { describe, expect, it, vi } from 'vitest';

import { KeyField } from '../../components/sidepanel/settings/WebFields';
import { renderer } from './support/render';

/** Settings → Web's key fields: Enter saves, and a key that could not be saved stays typed. */

const render = renderer();

async function type(input: HTMLInputElement, value: string) {
  // React reads a typed value through the native setter and the input event.
  const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
  await act(async () => {
    setter.call(input, value);
    input.dispatchEvent(new Event('input', { bubbles: true }));
  });
}

async function mount(onSave: (v: string | undefined) => Promise<boolean>) {
  const host = await render(
    createElement(KeyField, { label: 'Brave Search API key', state: { state: 'none' }, onSave }),
  );
  return { input: host.querySelector('input')!, save: host.querySelector('button')! };
}

describe('an API key field of Settings → Web', () => {
  it('keeps what was typed when saving fails, and clears it once saved', async () => {
    const results = [false, true];
    const onSave = vi.fn(async () => results.shift()!);
    const { input, save } = await mount(onSave);
    await type(input, 'BSA-typed-key');
    await act(async () => save.click());
    expect(onSave).toHaveBeenLastCalledWith('BSA-typed-key');
    expect(input.value).toBe('BSA-typed-key');
    await act(async () => save.click());
    expect(onSave).toHaveBeenCalledTimes(2);
    expect(input.value).toBe('');
  });

  it('saves on Enter, and not while the field is blank', async () => {
    const onSave = vi.fn(async () => true);
    const { input } = await mount(onSave);
    const enter = () =>
      act(async () => void input.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true })));
    await type(input, '   ');
    await enter();
    expect(onSave).not.toHaveBeenCalled();
    await type(input, 'BSA-entered');
    await enter();
    expect(onSave).toHaveBeenCalledWith('BSA-entered');
    expect(input.value).toBe('');
  });
});
