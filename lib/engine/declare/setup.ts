import * as v from 'valibot';

import { defineRequest, returns } from '../../core/protocol';
import type { SetupStatus } from '../setup';
import { FROM_PANEL } from './senders';

/** The empty Check tab's guided setup: models, online checking, the LLM, and what memory holds. */
export const setupOps = {
  'setup.status': defineRequest({
    from: FROM_PANEL,
    resend: true,
    payload: v.object({}),
    result: returns<SetupStatus>(),
  }),
};
