import { describe, expect, it } from 'vitest';

import { startPhase } from '../../lib/core/engine-start';
import { startLine } from '../../lib/panel/engine-start';

describe('the engine start phase (what the background waits on before the engine first answers)', () => {
  it('is the settings until they are read, the engine until it answers, then ready', () => {
    expect(startPhase({ settingsRead: false, engineAnswered: false })).toBe('settings');
    expect(startPhase({ settingsRead: true, engineAnswered: false })).toBe('starting');
    expect(startPhase({ settingsRead: true, engineAnswered: true })).toBe('ready');
  });

  it('is ready once the engine answered, even when this client never read the settings itself', () => {
    expect(startPhase({ settingsRead: false, engineAnswered: true })).toBe('ready');
  });
});

describe('the Check tab line until setup.status answers', () => {
  it('names what the start waits on', () => {
    expect(startLine('settings')).toBe(
      'Starting the local engine: reading your settings (the browser’s policy service answers a few seconds after the browser starts)…',
    );
    expect(startLine('starting')).toBe('Starting the local engine: loading it and opening local knowledge…');
  });

  it('asks the engine when it runs, or before the background has said', () => {
    expect(startLine('ready')).toBe('Asking the local engine what is set up…');
    expect(startLine(null)).toBe('Asking the local engine what is set up…');
  });
});
