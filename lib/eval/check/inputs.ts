import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

import type { BatchClaim } from '../../documents/batch/types';
import { ClaimsFileError, parseClaimsFile } from '../../documents/claims-file';
import { messageOf } from '../../util/errors';
import { DataError } from '../inputs';

/** The inputs of `npm run check`: the claims file and the documents folder, read with errors that name the fix. */

export interface ClaimsInput {
  claims: BatchClaim[];
  /** Rows that are not claims, each with its line: reported, the rest checked. */
  errors: { line: number; message: string }[];
  sha256: string;
}

export function readClaims(file: string): ClaimsInput {
  const text = readText(file, '--claims');
  try {
    const parsed = parseClaimsFile(text, file);
    return {
      claims: parsed.claims.map((c, index) => ({ index, line: c.line, claim: c.text })),
      errors: parsed.errors,
      sha256: sha256(text),
    };
  } catch (e) {
    if (e instanceof ClaimsFileError) throw new DataError(`${file}: ${e.message}`);
    throw e;
  }
}

/** What `--docs` reads: PDF, HTML, Markdown and plain text (the library's formats). */
const DOCUMENT_FILE = /\.(pdf|html?|md|markdown|txt)$/i;

export interface DocumentFile {
  file: string;
  name: string;
  bytes: Uint8Array;
  sha256: string;
}

/** Every document of the folder and its subfolders, in name order (the same run reads them alike). */
export function readDocuments(dir: string): { documents: DocumentFile[]; ignored: string[] } {
  let names: string[];
  try {
    if (!statSync(dir).isDirectory()) throw new DataError(`--docs ${dir} is a file: give the folder that holds it.`);
    names = readdirSync(dir, { recursive: true, encoding: 'utf8' }).sort();
  } catch (e) {
    if (e instanceof DataError) throw e;
    throw new DataError(`Cannot read the folder --docs ${dir} (${codeOf(e)}): check the path.`);
  }
  const documents: DocumentFile[] = [];
  const ignored: string[] = [];
  for (const name of names) {
    const file = path.join(dir, name);
    if (!statSync(file).isFile()) continue;
    if (!DOCUMENT_FILE.test(name)) {
      ignored.push(name);
      continue;
    }
    const bytes = new Uint8Array(readFileSync(file));
    documents.push({ file, name: path.basename(name), bytes, sha256: sha256(bytes) });
  }
  if (!documents.length)
    throw new DataError(
      `No document in ${dir}: put PDF, HTML, Markdown (.md) or text (.txt) files there${ignored.length ? ` (${ignored.length} other files ignored)` : ''}.`,
    );
  return { documents, ignored };
}

function readText(file: string, flag: string): string {
  try {
    return readFileSync(file, 'utf8');
  } catch (e) {
    throw new DataError(`Cannot read ${flag} ${file} (${codeOf(e)}): check the path.`);
  }
}

const codeOf = (e: unknown) => (e as NodeJS.ErrnoException).code ?? messageOf(e);
const sha256 = (data: string | Uint8Array) => createHash('sha256').update(data).digest('hex');
