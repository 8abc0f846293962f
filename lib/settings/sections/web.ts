import * as v from 'valibot';
import { bool } from './fields';

/** Web evidence stage (issue: trusted web evidence, DESIGN stage 3). Off until the user turns it on. */
export const WebSettingsSchema = v.object({
  enabled: bool(false),
});
