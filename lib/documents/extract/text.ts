import type { ExtractedDocument } from '../types';

/**
 * Plain text and Markdown as one page. Markdown keeps its words and loses its syntax: heading
 * marks, emphasis, code fences and backticks, link and image targets (the link text and the
 * image's alt text stay), HTML tags, table rules and pipes, block-quote marks. Its title is the
 * front matter's `title:` or its first heading.
 */

/** Text of a file: UTF-16 with a byte-order mark, else UTF-8 (a BOM dropped, bad bytes as U+FFFD). */
function decodeText(bytes: Uint8Array): string {
  const label =
    bytes[0] === 0xff && bytes[1] === 0xfe ? 'utf-16le' : bytes[0] === 0xfe && bytes[1] === 0xff ? 'utf-16be' : 'utf-8';
  return new TextDecoder(label).decode(bytes).replace(/\r\n?/g, '\n');
}

export function extractText(bytes: Uint8Array): ExtractedDocument {
  return { kind: 'text', title: null, pages: [tidy(decodeText(bytes))] };
}

export function extractMarkdown(bytes: Uint8Array): ExtractedDocument {
  let src = decodeText(bytes);
  let title: string | null = null;
  const front = /^---\n([\s\S]*?)\n---\n/.exec(src);
  if (front) {
    title = /^title:\s*["']?(.+?)["']?\s*$/m.exec(front[1]!)?.[1] ?? null;
    src = src.slice(front[0].length);
  }
  title ??= /^#{1,6}\s+(.+?)\s*#*\s*$/m.exec(src)?.[1] ?? /^(.+)\n=+\s*$/m.exec(src)?.[1] ?? null;
  return { kind: 'markdown', title: title ? stripInline(title) : null, pages: [tidy(markdownText(src))] };
}

function markdownText(src: string): string {
  return src
    .split('\n')
    .filter((line) => !/^\s*(?:```|~~~)/.test(line)) // code fences (their code stays)
    .filter((line) => !/^\s*\|?\s*:?-{3,}:?\s*(?:\|\s*:?-{3,}:?\s*)*\|?\s*$/.test(line)) // table rules
    .filter((line) => !/^\s*(?:[-*_]\s*){3,}$/.test(line)) // thematic breaks
    .filter((line) => !/^\s*\[[^\]]+\]:\s*\S+/.test(line)) // link reference definitions
    .filter((line) => !/^\s*[=-]+\s*$/.test(line)) // setext heading underlines
    .map((line) =>
      stripInline(
        line
          .replace(/^\s{0,3}#{1,6}\s+/, '')
          .replace(/\s+#+\s*$/, '')
          .replace(/^\s*(?:>\s?)+/, '')
          .replace(/^(\s*)[-*+]\s+(?:\[[ xX]\]\s+)?/, '$1')
          .replace(/^\s*\|\s*/, '')
          .replace(/\s*\|\s*$/, '')
          .replace(/\s*\|\s*/g, ' | '),
      ),
    )
    .join('\n');
}

function stripInline(s: string): string {
  return s
    .replace(/!\[([^\]]*)\]\([^)]*\)/g, '$1') // images: the alt text
    .replace(/\[([^\]]+)\]\([^)]*\)/g, '$1') // links: the link text
    .replace(/\[([^\]]+)\]\[[^\]]*\]/g, '$1') // reference links
    .replace(/<\/?[a-zA-Z][^>]*>/g, '') // HTML tags
    .replace(/`+([^`]*)`+/g, '$1')
    .replace(/(\*\*|__)(?=\S)([\s\S]*?\S)\1/g, '$2')
    .replace(/(^|[^\w*])[*_](?=\S)([^*_]*?\S)[*_](?![\w*])/g, '$1$2')
    .replace(/~~(?=\S)([\s\S]*?\S)~~/g, '$1');
}

/** Trailing spaces off each line, at most one blank line in a row, no blank lines at the ends. */
function tidy(s: string): string {
  return s
    .replace(/[ \t]+$/gm, '')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}
