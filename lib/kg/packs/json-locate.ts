/**
 * Where things are in a JSON text, so an error about a pack can name its line: the start of
 * the value at a path (`claims[12].status`), or the first syntax error. A small scanner that
 * runs only when something is wrong.
 */

export type JsonPath = readonly (string | number)[];

export interface Position {
  offset: number;
  line: number;
  column: number;
}

function positionAt(text: string, offset: number): Position {
  let line = 1;
  let lineStart = 0;
  for (let i = 0; i < offset && i < text.length; i++) {
    if (text.charCodeAt(i) === 10) {
      line++;
      lineStart = i + 1;
    }
  }
  return { offset, line, column: offset - lineStart + 1 };
}

class Stop {
  constructor(readonly offset: number) {}
}

/**
 * Scans the text. With a target path, returns the offset where that value starts (or the
 * deepest existing parent). Without one, returns the offset of the first syntax error, or -1.
 */
function scan(text: string, target?: JsonPath): number {
  let i = 0;
  let best = 0;
  const ws = () => {
    while (i < text.length && /\s/.test(text[i]!)) i++;
  };
  const fail = (): never => {
    throw new Stop(i);
  };
  const matches = (path: (string | number)[]) =>
    target !== undefined && path.length <= target.length && path.every((p, k) => p === target[k]);

  const value = (path: (string | number)[]): void => {
    ws();
    if (matches(path)) {
      best = i;
      if (path.length === target!.length) throw new Stop(i);
    }
    const c = text[i];
    if (c === '{') {
      i++;
      ws();
      if (text[i] === '}') return void i++;
      for (;;) {
        ws();
        if (text[i] !== '"') fail();
        const key = string();
        ws();
        if (text[i] !== ':') fail();
        i++;
        value([...path, key]);
        ws();
        if (text[i] === ',') {
          i++;
          continue;
        }
        if (text[i] === '}') return void i++;
        fail();
      }
    }
    if (c === '[') {
      i++;
      ws();
      if (text[i] === ']') return void i++;
      for (let n = 0; ; n++) {
        value([...path, n]);
        ws();
        if (text[i] === ',') {
          i++;
          continue;
        }
        if (text[i] === ']') return void i++;
        fail();
      }
    }
    if (c === '"') return void string();
    const m = /^(-?(0|[1-9]\d*)(\.\d+)?([eE][+-]?\d+)?|true|false|null)/.exec(text.slice(i, i + 400));
    if (!m) fail();
    i += m![0].length;
  };

  const string = (): string => {
    const start = i;
    i++;
    while (i < text.length && text[i] !== '"') {
      if (text[i] === '\\') i++;
      else if (text.charCodeAt(i) < 0x20) fail();
      i++;
    }
    if (i >= text.length) {
      i = start;
      fail();
    }
    i++;
    try {
      return JSON.parse(text.slice(start, i)) as string;
    } catch {
      i = start;
      return fail();
    }
  };

  try {
    value([]);
    ws();
    if (i < text.length) fail();
  } catch (e) {
    if (e instanceof Stop) return e.offset;
    throw e;
  }
  return target ? best : -1;
}

/** Position of the value at `path` (or of its deepest existing parent). */
export function locate(text: string, path: JsonPath): Position {
  return positionAt(text, scan(text, path));
}

/** Position of the first syntax error, or null for valid JSON. */
export function syntaxErrorAt(text: string): Position | null {
  const at = scan(text);
  return at < 0 ? null : positionAt(text, at);
}

export function formatPath(path: JsonPath): string {
  return path.map((p, k) => (typeof p === 'number' ? `[${p}]` : k === 0 ? p : `.${p}`)).join('') || '(top level)';
}
