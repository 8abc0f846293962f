import { ModelInstaller } from './installer';

export type { DownloadState, FileStatus, ManagerConfig, ModelStatus } from './catalog';
export { sha256Hex } from './catalog';
export type { ModelTestResult } from './loader';

/**
 * The model manager: which models exist (registry + the team's own), which are on disk, and
 * downloading, importing, verifying, loading, testing and deleting them. Split as
 * transformers.js splits hub, models and backend: the catalog and status (catalog.ts), the
 * installer (installer.ts: downloads, import, delete), the loader (loader.ts: loading, the
 * self-test) and the ONNX runtime (runtime.ts).
 */
export class ModelManager extends ModelInstaller {}
