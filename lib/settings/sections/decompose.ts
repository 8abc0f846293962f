import * as v from 'valibot';

/** Long selections: key sentences and atomic claims (issue: decomposition, DESIGN Decomposition). */
export const DecomposeSettingsSchema = v.object({});
