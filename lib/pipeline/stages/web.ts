import type { EvidenceBundle } from '../../tribunal/bundle';
import type { StageContext, StageResult } from '../stage';
import type { WebCarry } from './tribunal';

/** Stage 3's result: a settled outcome, or the evidence bundle for the tribunal (with what it carries on), or the reason for neither. */
export interface WebStageResult extends StageResult {
  bundle?: EvidenceBundle;
  carry?: WebCarry;
}

/**
 * Stage 3: trusted web evidence. Until online checking is set up and turned on, nothing leaves
 * the device and the stage says so. When it yields a bundle, the tribunal weighs it (run.ts).
 */
export async function webStage(_claim: string, ctx: StageContext): Promise<WebStageResult> {
  if (!ctx.config.settings.web.enabled) return { outcome: null, reason: 'Online checking is off.' };
  return { outcome: null, reason: 'Online checking is not available in this version.' };
}
