import type { ManagerConfig } from '../ml/manager';
import type { ModelSettings } from './sections/models';

/** Settings → Models as the model manager needs them. */
export function managerConfig(s: ModelSettings): ManagerConfig {
  return {
    custom: s.custom,
    source: s.source,
    mirrorUrl: s.mirrorUrl,
    device: s.device,
    threads: s.threads,
    embedModelId: s.embedModelId,
    nliModelId: s.nliModelId,
    idleUnloadMinutes: s.idleUnloadMinutes,
    downloads: s.downloads,
  };
}
