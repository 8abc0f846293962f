import * as v from 'valibot';

import { defineRequest, returns } from '../../core/protocol';
import type { DocumentPackRecord } from '../../db/records';
import { FROM_PANEL } from './senders';

/**
 * Document packs (issue 30 item 7, lib/documents/packs): subscribe by URL with an optional
 * pinned key, make the policy's subscriptions what it lists, refresh all, unsubscribe. Gathered
 * in ../protocol.ts, handled in ../ops/document-packs.ts. Schemas and types only.
 */

const PackRequestSchema = v.object({
  url: v.pipe(v.string(), v.maxLength(2048)),
  publicKey: v.optional(v.pipe(v.string(), v.maxLength(200))),
});

export const documentPackOps = {
  'documents.packs.subscribe': defineRequest({
    from: FROM_PANEL,
    resend: false,
    payload: PackRequestSchema,
    result: returns<DocumentPackRecord>(),
  }),
  /** The policy's list, from the background: missing ones subscribed, those it dropped ended. */
  'documents.packs.ensure': defineRequest({
    from: ['background'],
    resend: true,
    payload: v.object({ packs: v.pipe(v.array(PackRequestSchema), v.maxLength(100)) }),
    result: returns<{ url: string; error?: string }[]>(),
  }),
  'documents.packs.refresh': defineRequest({
    from: FROM_PANEL,
    resend: true,
    payload: v.object({}),
    result: returns<DocumentPackRecord[]>(),
  }),
  /** Ends a reader's subscription and removes the documents it added (a policy's is refused). */
  'documents.packs.unsubscribe': defineRequest({
    from: FROM_PANEL,
    resend: false,
    payload: v.object({ url: v.pipe(v.string(), v.maxLength(2048)) }),
    result: returns<{ removed: number }>(),
  }),
};
