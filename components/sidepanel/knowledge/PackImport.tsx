import { useState } from 'react';

import { knowledgePacks as m } from '../../../lib/i18n/catalogue/knowledge-packs';
import { t } from '../../../lib/i18n/t';
import { callEngine } from '../../../lib/messaging/engine-call';
import type { TaskRecord } from '../../../lib/panel/knowledge';
import { fetchPackFromUrl, type Replacement } from '../../../lib/panel/packs';
import { stageBlob } from '../../../lib/panel/staging';
import { UrlForm } from '../../ui/UrlForm';
import type { NotedRun } from './Note';
import { ReplaceConfirm } from './ReplaceConfirm';

/** An example address, the same in every language. */
const PLACEHOLDER = 'https://example.org/pack.json';

type Asking = { taskId: TaskRecord['id']; replaces: Replacement };
/** The words for an import held until the reader says whether it may replace what memory holds. */
const askingText = (r: Replacement) =>
  r.installed ? t(m.askingInstalled, r.incoming.name) : t(m.askingVerdicts, r.incoming.name);

/**
 * A pack import (a File, or what a URL gave), staged for the engine: done, or held until the
 * reader confirms the replacement (the staged row waits) or cancels it (the row is dropped).
 */
function usePackImport(run: NotedRun) {
  const [asking, setAsking] = useState<Asking | null>(null);
  const start = (get: () => Promise<Blob>, label: string) =>
    run(async () => {
      const blob = await get();
      const taskId = await stageBlob('import', blob, label, { total: blob.size });
      const result = await callEngine('kg.import', { taskId });
      if ('message' in result) return result.message;
      setAsking({ taskId, replaces: result.confirm });
      return askingText(result.confirm);
    });
  const replace = (a: Asking) => {
    setAsking(null);
    void run(async () => {
      const result = await callEngine('kg.import', { taskId: a.taskId, replace: true });
      if ('message' in result) return result.message;
      throw new Error(t(m.changedMeanwhile));
    });
  };
  const cancel = (a: Asking) => {
    setAsking(null);
    void run(async () => {
      await callEngine('kg.dismissTasks', { taskIds: [a.taskId] });
      return a.replaces.installed ? t(m.nothingKept, a.replaces.installed.name) : t(m.nothingMemory);
    });
  };
  return { asking, start, replace, cancel };
}

/** Import a pack from a file or a URL; asks first when it would replace what memory holds. */
export function PackImport({ busy, run }: { busy: boolean; run: NotedRun }) {
  const { asking, start, replace, cancel } = usePackImport(run);
  const held = busy || asking !== null;
  return (
    <>
      <div className="kg-import">
        <label>
          {t(m.importFile)}
          <input
            type="file"
            accept=".json,application/json"
            disabled={held}
            onChange={(e) => {
              const f = e.target.files?.[0];
              e.target.value = '';
              if (f) void start(async () => f, f.name);
            }}
          />
        </label>
        <UrlForm
          className="kg-url"
          label={t(m.orUrl)}
          placeholder={PLACEHOLDER}
          submitLabel={t(m.import)}
          busy={busy}
          blocked={held}
          onSubmit={(target) => void start(() => fetchPackFromUrl(target), target)}
        />
      </div>
      {asking && (
        <ReplaceConfirm replaces={asking.replaces} onReplace={() => replace(asking)} onCancel={() => cancel(asking)} />
      )}
    </>
  );
}
