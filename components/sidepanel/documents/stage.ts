import type { TaskRecord } from '../../../lib/panel/documents';
import { stageBlob } from '../../../lib/panel/staging';

/** Hands a file to the engine as a pack import is handed (lib/panel/staging.ts), with its type. */
export function stageFile(file: File, kind: 'document' | 'claims'): Promise<TaskRecord['id']> {
  return stageBlob(kind, file, file.name, { total: 0, ...(file.type ? { mimeType: file.type } : {}) });
}
