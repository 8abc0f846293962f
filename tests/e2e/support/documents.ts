import { expect, type Locator, type Page } from '@playwright/test';

import { encryptedPdf, scannedPdf, textPdf } from '../../support/documents/pdfs';
import type { SidePanel } from './pages';

/**
 * The Documents tab as a reader uses it (files through the file chooser, the library's rows, the
 * list check and its downloads), and the documents the specs make: a drug label whose text sits on
 * known pages, and the PDFs that must be refused with their own reason.
 */

export const LABEL_NAME = 'zelvatrin-label.pdf';
export const SUPPORTED = 'Zelvatrin tablets treat seasonal allergic rhinitis in adults.';
export const CONTRADICTED = 'Zelvatrin causes drowsiness at the recommended dose.';
export const UNADDRESSED = 'Zelvatrin cures migraine headaches in children.';

/**
 * The label's pages, sentence by sentence: what each says word for word (the quotes a verdict may
 * cite). Each page is longer than a chunk, as a real label's are, so every claim's sentence sits
 * in chunks of its own page.
 */
export const LABEL_PAGES: readonly (readonly string[])[] = [
  [
    'Zelvatrin prescribing information.',
    'Read this leaflet carefully before you start taking this medicine and keep it, as you may need to read it again.',
    'This leaflet was written for patients and their carers by the marketing authorisation holder.',
    SUPPORTED,
    'Each film-coated tablet contains the active substance together with lactose, cellulose and magnesium stearate.',
    'Ask your pharmacist if you have any further questions about this product or its packaging.',
  ],
  [
    'Warnings and precautions.',
    'Talk to your doctor or pharmacist before taking this medicine if you have kidney problems or a history of seizures.',
    'Tell your doctor about all other medicines you are taking, including those bought without a prescription.',
    'Zelvatrin does not cause drowsiness at the recommended dose.',
    'Alcohol should be avoided during treatment as a general precaution with antihistamines.',
    'Report any side effect through the national reporting system listed in section 4 of this leaflet.',
  ],
  [
    'Dosage and administration.',
    'Swallow the tablet whole with a glass of water, with or without food, at about the same time each day.',
    'The maximum daily dose of Zelvatrin is 20 mg for adults.',
    'If you take more than you should, contact your doctor or the nearest hospital emergency department at once.',
    'Store below 25 degrees in the original blister to protect the tablets from moisture and light.',
  ],
];

/** A sentence as lines of at most `width` characters, cut at spaces (the PDF draws each line). */
function wrap(sentence: string, width = 90): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of sentence.split(' ')) {
    if (line && line.length + word.length + 1 > width) [lines[lines.length], line] = [line, word];
    else line = line ? `${line} ${word}` : word;
  }
  return [...lines, line];
}

export interface FileSpec {
  name: string;
  mimeType: string;
  buffer: Buffer;
}

export async function labelPdf(): Promise<FileSpec> {
  const bytes = await textPdf(
    LABEL_PAGES.map((sentences) => sentences.map((s) => wrap(s))),
    'Zelvatrin prescribing information',
  );
  return { name: LABEL_NAME, mimeType: 'application/pdf', buffer: Buffer.from(bytes) };
}

export async function scannedFile(): Promise<FileSpec> {
  return { name: 'scanned-leaflet.pdf', mimeType: 'application/pdf', buffer: Buffer.from(await scannedPdf()) };
}

export function encryptedFile(): FileSpec {
  const bytes = encryptedPdf('Confidential study report.', 'secret');
  return { name: 'locked-report.pdf', mimeType: 'application/pdf', buffer: Buffer.from(bytes) };
}

export const textFile = (name: string, text: string): FileSpec => ({
  name,
  mimeType: 'text/plain',
  buffer: Buffer.from(text),
});

/** Page object: the side panel's Documents tab. */
export class DocumentsTab {
  readonly page: Page;
  constructor(readonly panel: SidePanel) {
    this.page = panel.page;
  }

  static async open(panel: SidePanel): Promise<DocumentsTab> {
    await panel.tab('Documents');
    return new DocumentsTab(panel);
  }

  /** Chooses files in the file dialog the drop zone opens (Enter on it, as from the keyboard). */
  async addFiles(files: FileSpec[]): Promise<void> {
    const zone = this.page.getByRole('button', { name: 'Choose files, or drop them here' });
    await zone.focus();
    const [chooser] = await Promise.all([this.page.waitForEvent('filechooser'), zone.press('Enter')]);
    await chooser.setFiles(files);
  }

  document(name: string): Locator {
    return this.page.getByRole('list', { name: 'Your documents' }).getByRole('listitem', { name });
  }

  task(name: string): Locator {
    return this.page.getByRole('listitem', { name: `Adding ${name}` });
  }

  async expectReady(name: string): Promise<void> {
    await expect(this.document(name)).toContainText('Ready', { timeout: 60_000 });
  }

  async remove(name: string): Promise<void> {
    const row = this.document(name);
    await row.getByRole('button', { name: 'Remove' }).click();
    await row.getByRole('button', { name: 'Yes, delete' }).click();
    await expect(this.page.getByRole('status').filter({ hasText: `Removed “${name}”` })).toBeVisible();
  }

  /** Picks a claims file for *Check a list* (its preview shows before anything starts). */
  async pickClaims(file: FileSpec): Promise<void> {
    await this.page.getByLabel(/^Claims file/).setInputFiles(file);
  }

  list(name: string): Locator {
    return this.page.getByRole('group', { name: `List ${name}` });
  }

  async download(list: Locator, kind: 'JSON' | 'CSV'): Promise<{ name: string; text: string }> {
    const [download] = await Promise.all([
      this.page.waitForEvent('download'),
      list.getByRole('button', { name: `Download ${kind}` }).click(),
    ]);
    const chunks: Buffer[] = [];
    for await (const chunk of await download.createReadStream()) chunks.push(chunk as Buffer);
    return { name: download.suggestedFilename(), text: Buffer.concat(chunks).toString('utf8') };
  }
}

/** Rows of a store of the extension's database, read from an extension page (what a removal must have emptied). */
export function countRows(page: Page, store: string): Promise<number> {
  return page.evaluate(
    (name) =>
      new Promise<number>((resolve, reject) => {
        const open = indexedDB.open('claimlens');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const req = open.result.transaction(name, 'readonly').objectStore(name).count();
          req.onsuccess = () => (open.result.close(), resolve(req.result));
          req.onerror = () => reject(req.error);
        };
      }),
    store,
  );
}
