import { type DragEvent, useRef, useState } from 'react';

import { tooLarge } from '../../../lib/documents/errors';
import { urlRefusal } from '../../../lib/documents/panel/trusted-url';
import { documentsWork as m } from '../../../lib/i18n/catalogue/documents-work';
import { formatNumber } from '../../../lib/i18n/format';
import { t } from '../../../lib/i18n/t';
import { callEngine } from '../../../lib/messaging/engine-call';
import { shownByTask, type TaskRecord } from '../../../lib/panel/documents';
import { messageOf } from '../../../lib/util/errors';
import type { Report } from '../../ui/status';
import { UrlForm } from '../../ui/UrlForm';
import { useSourcesState } from '../sources/useSourcesState';
import { stageFile } from './stage';

/** The kinds the library reads (lib/documents/extract); anything else is refused by name. */
const ACCEPT = '.pdf,.html,.htm,.md,.markdown,.txt,application/pdf,text/html,text/markdown,text/plain';
const MB = 1024 * 1024;
/** An example address, the same in every language. */
const PLACEHOLDER = 'https://www.fda.gov/…/label.pdf';

/** Adds each file, several at once; one that fails says why and the others go on. */
async function addFiles(files: readonly File[], maxFileMb: number, report: Report): Promise<void> {
  const outcomes = await Promise.all(
    files.map(async (file): Promise<string | null> => {
      // Refused before the copy into the database: a 600 MB file never reaches the engine.
      if (file.size > maxFileMb * MB) return t(m.fileProblem, file.name, tooLarge(file.size, maxFileMb * MB).message);
      let taskId: TaskRecord['id'] | undefined;
      try {
        taskId = await stageFile(file, 'document');
        const result = await callEngine('documents.add', { taskId });
        return result.added ? null : t(m.alreadyAs, file.name, result.document.name);
      } catch (e) {
        // The task row shows the engine's reason; a failure before it (a message lost) is said here.
        if (taskId && (await shownByTask(taskId))) return null;
        return t(m.fileProblem, file.name, messageOf(e));
      }
    }),
  );
  const problems = outcomes.filter((o): o is string => o !== null);
  if (problems.length) report('error', problems.join(' '));
}

/** Files by picker or drag-and-drop, and documents by URL from a trusted source. */
export function AddDocuments({ maxFileMb, report }: { maxFileMb: number; report: Report }) {
  const input = useRef<HTMLInputElement>(null);
  const [over, setOver] = useState(false);
  const add = (list: FileList | null | undefined) => {
    const files = [...(list ?? [])];
    if (files.length) void addFiles(files, maxFileMb, report);
  };
  const onDrop = (e: DragEvent) => {
    e.preventDefault();
    setOver(false);
    add(e.dataTransfer.files);
  };
  return (
    <section aria-labelledby="documents-add" className="documents-add">
      <h3 id="documents-add">{t(m.addDocuments)}</h3>
      <div
        role="button"
        tabIndex={0}
        className="drop-zone"
        data-over={over}
        aria-describedby="documents-kinds"
        onClick={() => input.current?.click()}
        onKeyDown={(e) => {
          if (e.key !== 'Enter' && e.key !== ' ') return;
          e.preventDefault();
          input.current?.click();
        }}
        onDragOver={(e) => {
          e.preventDefault();
          setOver(true);
        }}
        onDragLeave={() => setOver(false)}
        onDrop={onDrop}
      >
        {t(m.chooseFiles)}
      </div>
      <p id="documents-kinds" className="hint">
        {t(m.kinds, formatNumber(maxFileMb))}
      </p>
      <input
        ref={input}
        type="file"
        multiple
        accept={ACCEPT}
        className="visually-hidden"
        tabIndex={-1}
        aria-label={t(m.filesToAdd)}
        onChange={(e) => {
          add(e.target.files);
          e.target.value = '';
        }}
      />
      <AddUrl report={report} />
    </section>
  );
}

function AddUrl({ report }: { report: Report }) {
  const { state } = useSourcesState();
  const [busy, setBusy] = useState(false);
  const submit = async (target: string, clear: () => void) => {
    const refusal = urlRefusal(target, state?.sources ?? []);
    if (refusal) return report('error', refusal);
    setBusy(true);
    try {
      const result = await callEngine('documents.addUrl', { url: target });
      clear();
      report('ok', t(result.added ? m.added : m.already, result.document.name));
    } catch (e) {
      report('error', messageOf(e));
    } finally {
      setBusy(false);
    }
  };
  return (
    <UrlForm
      className="documents-url"
      label={t(m.fromUrl)}
      placeholder={PLACEHOLDER}
      submitLabel={t(m.addFromUrl)}
      busy={busy}
      blocked={!state}
      onSubmit={(target, clear) => void submit(target, clear)}
    />
  );
}
