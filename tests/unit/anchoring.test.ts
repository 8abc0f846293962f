// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';

import { anchorQuote, describeRange, partRanges, rangeStillMatches } from '../../lib/content/anchoring';
import { buildTextIndex } from '../../lib/content/text-index';

function select(el: Element, text: string): Range {
  const node = [...el.childNodes].find((n) => n.nodeType === 3 && n.textContent!.includes(text)) as Text;
  const at = node.data.indexOf(text);
  const r = document.createRange();
  r.setStart(node, at);
  r.setEnd(node, at + text.length);
  return r;
}

beforeEach(() => {
  document.body.innerHTML = '';
});

describe('text index', () => {
  it('collapses whitespace across nodes and skips scripts, styles and ignored subtrees', () => {
    document.body.innerHTML =
      '<p>Masks   reduce\n spread</p><script>var x = "no";</script><style>p{}</style><div id="ui">ClaimLens UI</div><p> of <b>flu</b></p>';
    const index = buildTextIndex(document.body, document.getElementById('ui')!);
    expect(index.text).toBe('Masks reduce spread of flu');
    expect(index.offsets.length).toBe(index.text.length);
  });

  it('skips text nested deep inside a skipped or ignored element, and a root that lies inside one', () => {
    document.body.innerHTML =
      '<div id="post">Known <template><b>hidden</b></template><svg><g><text>drawn</text></g></svg><div id="ui"><span><i>badge</i></span></div>words</div>';
    const ui = document.getElementById('ui')!;
    expect(buildTextIndex(document.getElementById('post')!, ui).text).toBe('Known words');
    expect(buildTextIndex(ui.querySelector('i')!, ui).text).toBe('');
    expect(buildTextIndex(ui.querySelector('i')!.firstChild!, ui).text).toBe('');
    expect(buildTextIndex(document.querySelector('text')!).text).toBe('');
  });
});

describe('quote anchoring', () => {
  it('describes a selection with its exact text and context', () => {
    document.body.innerHTML = '<p id="p">Before text. Garlic cures COVID-19 in three days. After text.</p>';
    const anchor = describeRange(select(document.getElementById('p')!, 'Garlic cures COVID-19'), document.body);
    expect(anchor.exact).toBe('Garlic cures COVID-19');
    expect(anchor.prefix.endsWith('Before text. ')).toBe(true);
    expect(anchor.suffix.startsWith(' in three days')).toBe(true);
  });

  it('finds the quote again after the page re-rendered it with new nodes and whitespace', () => {
    document.body.innerHTML = '<div id="post"><p>Posted by @a: Garlic cures COVID-19 in three days.</p></div>';
    const anchor = describeRange(select(document.querySelector('p')!, 'Garlic cures COVID-19'), document.body);
    document.body.innerHTML =
      '<div id="post2"><p>Posted by @a:\n   <span>Garlic</span>   cures <em>COVID-19</em> in three days.</p></div>';
    const range = anchorQuote(anchor, document.body);
    expect(range).not.toBeNull();
    expect(range!.toString().replace(/\s+/g, ' ')).toBe('Garlic cures COVID-19');
    expect(rangeStillMatches(range!, anchor)).toBe(true);
  });

  it('picks the occurrence whose context matches among several', () => {
    document.body.innerHTML =
      '<p id="a">Alice says: vitamin C cures colds. Really.</p><p id="b">Bob replies: vitamin C cures colds. Nonsense.</p>';
    const anchor = describeRange(select(document.getElementById('b')!, 'vitamin C cures colds'), document.body);
    const range = anchorQuote(anchor, document.body)!;
    expect(range.startContainer.parentElement?.id).toBe('b');
  });

  it('returns null when the text is gone, and reports a range whose text was removed', () => {
    document.body.innerHTML = '<p>Zinc prevents COVID-19.</p>';
    const anchor = describeRange(select(document.querySelector('p')!, 'Zinc prevents COVID-19'), document.body);
    const range = anchorQuote(anchor, document.body)!;
    document.body.innerHTML = '<p>Something else entirely.</p>';
    expect(rangeStillMatches(range, anchor)).toBe(false);
    expect(anchorQuote(anchor, document.body)).toBeNull();
  });

  it('anchors right-to-left text and markup-like text as plain characters', () => {
    document.body.innerHTML =
      '<p dir="rtl">الثوم يعالج كوفيد-19 بسرعة</p><p>&lt;img src=x onerror=alert(1)&gt; cures flu</p>';
    const rtl = anchorQuote({ exact: 'الثوم يعالج كوفيد-19', prefix: '', suffix: '' }, document.body);
    expect(rtl?.toString()).toBe('الثوم يعالج كوفيد-19');
    const hostile = anchorQuote(
      { exact: '<img src=x onerror=alert(1)> cures flu', prefix: '', suffix: '' },
      document.body,
    );
    expect(hostile?.toString()).toBe('<img src=x onerror=alert(1)> cures flu');
    expect(document.querySelector('img')).toBeNull();
  });

  it('describes and finds a selection that runs over several elements, and one bounded by elements', () => {
    document.body.innerHTML =
      '<article><p id="a">Posted: <b>Vitamin</b> D <i>prevents</i> flu, they say.</p></article>';
    const p = document.getElementById('a')!;
    const r = document.createRange();
    r.setStart(p.querySelector('b')!.firstChild!, 0);
    r.setEnd(p.querySelector('i')!.firstChild!, 'prevents'.length);
    const anchor = describeRange(r, document.body);
    expect(anchor).toEqual({
      exact: 'Vitamin D prevents',
      prefix: 'Posted: ',
      suffix: ' flu, they say.',
      position: { start: 8, end: 26 },
    });

    // Bounded by element positions (as a triple click gives): the first text at or after the start.
    const byElements = document.createRange();
    byElements.setStart(p, 1);
    byElements.setEnd(p, 4);
    const around = describeRange(byElements, document.body);
    expect(around.exact).toBe('Vitamin D prevents');
    expect(around.prefix).toBe('Posted: ');

    document.body.innerHTML =
      '<div><span>Posted:</span> <span>Vitamin&nbsp;D</span>\n<span>prevents</span> flu, they say.</div>';
    expect(anchorQuote(anchor, document.body)?.toString().replace(/\s+/g, ' ')).toBe('Vitamin D prevents');
  });

  it('prefers the occurrence with matching context even when it comes first or last', () => {
    document.body.innerHTML = '<p>One: zinc cures colds. Two: zinc cures colds. Three: zinc cures colds.</p>';
    const text = document.querySelector('p')!.firstChild as Text;
    for (const [label, nth] of [
      ['One:', 0],
      ['Two:', 1],
      ['Three:', 2],
    ] as const) {
      const at = text.data.indexOf(label) + label.length + 1;
      const r = document.createRange();
      r.setStart(text, at);
      r.setEnd(text, at + 'zinc cures colds'.length);
      const anchor = describeRange(r, document.body);
      const found = anchorQuote(anchor, document.body)!;
      expect(found.startOffset, `occurrence ${nth}`).toBe(at);
    }
  });

  it('never anchors an empty quote', () => {
    document.body.innerHTML = '<p>Anything at all.</p>';
    expect(anchorQuote({ exact: '   ', prefix: 'Anything', suffix: '' }, document.body)).toBeNull();
  });
});

describe('parts of a checked passage', () => {
  it('finds each sentence inside the passage, also where the page has no space between list items', () => {
    document.body.innerHTML =
      '<p>Intro. Garlic cures COVID-19.</p><ul id="l"><li>Masks reduce spread.</li><li>Garlic cures COVID-19.</li></ul><p>Outro.</p>';
    const list = document.getElementById('l')!;
    const passage = document.createRange();
    passage.setStart(list.firstChild!.firstChild!, 0);
    passage.setEnd(list.lastChild!.firstChild!, 'Garlic cures COVID-19.'.length);
    // What the selection reads as (a line break between the items), and its sentences' offsets in it.
    const text = 'Masks reduce spread.\nGarlic cures COVID-19.';
    const [first, second] = partRanges(passage, text, [
      { start: 0, end: 20 },
      { start: 21, end: 43 },
    ]);
    expect(first!.toString()).toBe('Masks reduce spread.');
    // The second sentence also occurs before the passage: the one inside it is found.
    expect(second!.toString()).toBe('Garlic cures COVID-19.');
    expect(second!.startContainer.parentElement!.tagName).toBe('LI');
    // A sentence the page no longer shows (edited since) has no range.
    expect(partRanges(passage, 'Masks reduce spread.\nVitamin C cures all.', [{ start: 21, end: 41 }])).toEqual([null]);
  });

  it('takes the occurrence nearest the part’s offset when a sentence repeats inside the passage', () => {
    document.body.innerHTML = '<p id="p">Masks work. Garlic cures nothing. Masks work.</p>';
    const node = document.getElementById('p')!.firstChild as Text;
    const passage = document.createRange();
    passage.setStart(node, 0);
    passage.setEnd(node, node.data.length);
    const [last] = partRanges(passage, node.data, [{ start: 34, end: 45 }]);
    expect(last!.startOffset).toBe(34);
  });
});
