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
 * What every subscription to a signed pack by URL holds (team knowledge packs, document packs):
 * the pinned publisher key, the version held, and why the last update was refused (what is held
 * stays).
 */
export interface SignedPackSubscription {
  url: string;
  packId: string;
  name: string;
  version: string;
  /** `pack.createdAt` of the held version: an update dated earlier is refused (no rollback). */
  createdAt: string;
  /** Canonical JSON SHA-256 of the held version, so an unchanged file is no update. */
  digest: string;
  pinnedKey: string;
  /** Who asked for it: the reader in the side panel, or the organisation's policy. */
  by: 'reader' | 'policy';
  lastChangedAt?: number;
  etag?: string;
  lastModified?: string;
  addedAt: number;
  lastCheckedAt: number;
  lastSyncedAt: number;
  lastError?: { at: number; message: string };
}

/** A subscription to a team knowledge pack (docs/knowledge-pack.md, Team packs) and what its last update changed. */
export interface TeamPackRecord extends SignedPackSubscription {
  claims: TeamPackClaim[];
  lastDiff?: TeamPackDiff;
}
