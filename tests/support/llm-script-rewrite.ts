/**
 * The scripted model's answer to the rewrite of a whole corrected text: it smooths the draft
 * (the <document> element) as a model would, joining each corrected claim (the
 * <corrected-claim> elements) to the sentence after it.
 */
export function correctedText(user: string): { text: string } {
  const draft = /<document>\n([\s\S]*?)\n<\/document>/.exec(user)?.[1] ?? '';
  const corrections = [...user.matchAll(/<corrected-claim n="\d+">([\s\S]*?)<\/corrected-claim>/g)].map((m) => m[1]!);
  return { text: corrections.reduce(joinedToNext, draft) };
}

/** "A. Bc" → "A; bc" after the corrected claim `c`, when a sentence follows it. */
function joinedToNext(text: string, c: string): string {
  const at = text.indexOf(c);
  const end = at + c.length;
  const next = /^\s+(\p{Lu})/u.exec(text.slice(end));
  if (at < 0 || !c.endsWith('.') || !next) return text;
  return `${text.slice(0, end - 1)}; ${next[1]!.toLowerCase()}${text.slice(end + next[0].length)}`;
}
