import type { StageContext, StageResult } from '../stage';

/**
 * Stages 3–5: trusted web evidence, the tribunal, persistence. Until online checking is set up
 * and turned on, nothing leaves the device and the stage says so.
 */
export async function webStage(_claim: string, ctx: StageContext): Promise<StageResult> {
  if (!ctx.config.settings.web.enabled) return { outcome: null, reason: 'Online checking is off.' };
  return { outcome: null, reason: 'Online checking is not available in this version.' };
}
