/**
 * The fence tags of a prompt as a model could read them, for tests: an oracle written apart from
 * lib/llm/fence.ts. Full-width and other compatibility forms (NFKC), invisible and
 * combining characters, HTML character references and \u escapes all count as the tag they spell.
 */
const TRIBUNAL_FENCES = ['claim', 'evidence', 'passage', 'analysis', 'corrected-claim', 'citation'];
const ENTITIES: Record<string, string> = { lt: '<', gt: '>', sol: '/', amp: '&', quot: '"' };

function readAsModel(text: string): string {
  let s = text;
  for (let i = 0; i < 8; i++) {
    const next = s
      .normalize('NFKD')
      .replace(/[\p{Cf}\p{M}]/gu, '')
      .normalize('NFKC')
      .replace(/&#x([0-9a-f]+);?/gi, (_, h: string) => String.fromCodePoint(Number.parseInt(h, 16)))
      .replace(/&#(\d+);?/g, (_, d: string) => String.fromCodePoint(Number(d)))
      .replace(/&(lt|gt|sol|amp|quot);?/gi, (_, n: string) => ENTITIES[n.toLowerCase()]!)
      .replace(/\\u([0-9a-f]{4})/gi, (_, h: string) => String.fromCodePoint(Number.parseInt(h, 16)));
    if (next === s) break;
    s = next;
  }
  return s;
}

/** Every fence tag in `prompt`, in order: "claim", "/claim", "passage", … */
export function fenceTags(prompt: string, names: readonly string[] = TRIBUNAL_FENCES): string[] {
  const pattern = new RegExp(`<\\s*(\\/?)\\s*(${names.join('|')})(?![\\w-])`, 'gi');
  return [...readAsModel(prompt).matchAll(pattern)].map((m) => `${m[1]}${m[2]!.toLowerCase()}`);
}

/** Runs of two or more double quotes as a model could read them (the query prompt's fence is three). */
export function quoteRuns(text: string): string[] {
  return (
    readAsModel(text)
      .replace(/[“”„‟″‶〃]/g, '"')
      .match(/"(?:[\s\\]*")+/g) ?? []
  );
}
