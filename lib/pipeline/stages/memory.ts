import type { StageContext, StageResult } from '../stage';

/**
 * Stage 1–2: look the claim up in the local knowledge graph. Until an embedding model and
 * knowledge are installed there is nothing to compare against, and the stage says so.
 */
export async function memoryStage(_claim: string, _ctx: StageContext): Promise<StageResult> {
  return {
    outcome: null,
    reason: 'No local models installed yet — open Settings → Models to install them.',
  };
}
