import type { ClaimStatus } from './statuses';

/** One claim of a team pack as the subscription last applied it: what the next update is compared with. */
export interface TeamPackClaim {
  id: string;
  text: string;
  status: ClaimStatus;
}

/** What an applied update of a team pack changed, for the reader (lists are capped; counts are not). */
export interface TeamPackDiff {
  fromVersion: string | null;
  toVersion: string;
  added: TeamPackClaim[];
  changed: { before: TeamPackClaim; after: TeamPackClaim }[];
  withdrawn: TeamPackClaim[];
  counts: { added: number; changed: number; withdrawn: number };
}

/**
 * A subscription to a team knowledge pack by URL (docs/knowledge-pack.md, Team packs): the
 * pinned publisher key, the version held, what the last applied update changed, and why the
 * last update was refused (the held pack stays).
 */
export interface TeamPackRecord {
  url: string;
  packId: string;
  name: string;
  version: string;
  /** `pack.createdAt` of the held version: an update dated earlier is refused (no rollback). */
  createdAt: string;
  /** Canonical JSON SHA-256 of the held version, so an unchanged file is no update. */
  digest: string;
  pinnedKey: string;
  /** Who asked for it: the reader in the Knowledge tab, or the organisation's policy. */
  by: 'reader' | 'policy';
  claims: TeamPackClaim[];
  lastDiff?: TeamPackDiff;
  lastChangedAt?: number;
  etag?: string;
  lastModified?: string;
  addedAt: number;
  lastCheckedAt: number;
  lastSyncedAt: number;
  lastError?: { at: number; message: string };
}
