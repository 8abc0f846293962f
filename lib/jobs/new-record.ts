import { TRACES_VERSION } from '../core/traces';
import type { CheckRecord } from '../db/records';
import { pageKey, siteOf } from './page-key';
import type { StartRequest } from './types';

/** The history row of a check just asked for: queued, with nothing found yet. */
export function newCheckRecord(
  req: StartRequest,
  text: string,
  key: string,
  id: CheckRecord['id'],
  t: number,
): CheckRecord {
  const record: CheckRecord = {
    id,
    text,
    key,
    page: { url: req.page.url, title: req.page.title, site: siteOf(req.page.url) },
    pageKey: pageKey(req.page.url),
    site: siteOf(req.page.url),
    status: 'queued',
    evidence: [],
    timings: [],
    traces: {},
    tracesVersion: TRACES_VERSION,
    modelIds: {},
    isHealthClaim: req.isHealthClaim ?? true,
    subscribers: req.subscriber ? [req.subscriber] : [],
    ...(req.requestId ? { requestIds: [req.requestId] } : {}),
    runs: 0,
    createdAt: t,
    updatedAt: t,
  };
  if (req.anchor) record.anchor = req.anchor;
  if (req.language) record.language = req.language;
  if (req.origin) record.origin = req.origin;
  return record;
}
