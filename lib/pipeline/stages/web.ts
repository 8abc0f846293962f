import { webEvidence, type WebStageDeps } from '../../web/outcome';
import type { StageContext, StageResult } from '../stage';

/**
 * Stages 3–5: trusted web evidence, then the tribunal, then persistence. Nothing leaves the
 * device until online checking is on. Until an LLM tribunal is configured, the bundle is the
 * evidence and the verdict stays Unverified, saying that an LLM is needed to weigh it.
 */
export async function webStage(claim: string, ctx: StageContext, deps?: WebStageDeps): Promise<StageResult> {
  const web = await webEvidence(claim, ctx, deps);
  if (!web.bundle) return { outcome: null, reason: web.reason };
  if (!web.bundle.sufficient) return { outcome: web.insufficient() };
  // Stage 4 plugs in here: the tribunal weighs `web.bundle` (lib/tribunal).
  return { outcome: web.awaitingTribunal() };
}
