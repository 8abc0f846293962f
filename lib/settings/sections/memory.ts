import * as v from 'valibot';

/** Memory stage and NLI decision layer thresholds (issue: knowledge graph, DESIGN stages 1–2). */
export const MemorySettingsSchema = v.object({});
