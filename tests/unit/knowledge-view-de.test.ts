import { createElement } from 'react';
import { describe, expect, it } from 'vitest';

import { nodeKindLabel } from '../../components/sidepanel/knowledge/NodeTag';
import { ReplaceConfirm } from '../../components/sidepanel/knowledge/ReplaceConfirm';
import type { AnyNode } from '../../lib/panel/knowledge';
import type { Replacement } from '../../lib/panel/packs';
import { browserLocale, shownText } from './support/shown-text';

const noop = () => undefined;

const replacement: Replacement = {
  packId: 'team-vitamins',
  installed: { name: 'Vitamine', version: '1.0', claims: 1200, facts: 34 },
  incoming: { name: 'Vitamine', version: '2.0', claims: 2500, facts: 40 },
};

describe('the Knowledge tab in German', () => {
  const speak = browserLocale();

  it('asks before a replacement in German, with German numbers', () => {
    speak('de');
    const shown = shownText(createElement(ReplaceConfirm, { replaces: replacement, onReplace: noop, onCancel: noop }));
    expect(shown).toContain('Das installierte Paket „Vitamine“ ersetzen?');
    expect(shown).toContain('„Vitamine“ Version 1.0 (1.200 Behauptungen, 34 Fakten)');
    expect(shown).toContain('Der Import von „Vitamine“ Version 2.0 (2.500 Behauptungen, 40 Fakten) ersetzt es');
    expect(shown).toContain('Ersetzen Abbrechen');
  });

  it('names a changed verdict with the shared words for True and False', () => {
    speak('de');
    const conflicts = [
      {
        id: 'claim:1' as const,
        text: 'Vitamin C heilt Erkältungen',
        held: 'FALSE' as const,
        heldBy: ['web'],
        offered: 'TRUE' as const,
      },
    ];
    const shown = shownText(
      createElement(ReplaceConfirm, {
        replaces: { packId: 'x', incoming: replacement.incoming, conflicts },
        onReplace: noop,
        onCancel: noop,
      }),
    );
    expect(shown).toContain('„Vitamine“ ein Urteil im Gedächtnis ändern lassen?');
    expect(shown).toContain('„Vitamin C heilt Erkältungen“: Falsch (aus web) → Wahr');
  });

  it('keeps the English words where the browser speaks English', () => {
    const shown = shownText(createElement(ReplaceConfirm, { replaces: replacement, onReplace: noop, onCancel: noop }));
    expect(shown).toContain('“Vitamine” version 1.0 (1,200 claims, 34 facts)');
    expect(nodeKindLabel({ id: 'claim:abc', status: 'TRUE', text: 'x' } as unknown as AnyNode)).toBe('True claim');
  });
});
