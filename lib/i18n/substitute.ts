/** Fills `$1`…`$9` with the values given, as `chrome.i18n.getMessage` does; `$$` is a dollar sign. */
export function substitute(text: string, values: readonly (string | number)[]): string {
  return text.replace(/\$(\$|[1-9])/g, (_, mark: string) =>
    mark === '$' ? '$' : String(values[Number(mark) - 1] ?? ''),
  );
}

/** The positional marks a text uses, in order of their number (`$2 of $1` → [1, 2]). */
export function marksOf(text: string): number[] {
  const marks = new Set<number>();
  for (const match of text.replace(/\$\$/g, '').matchAll(/\$([1-9])/g)) marks.add(Number(match[1]));
  return [...marks].sort((a, b) => a - b);
}
