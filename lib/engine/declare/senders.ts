import type { SenderPolicy } from '../../core/protocol';

/** Engine requests the side panel may send too, through the background's engine.call. */
export const FROM_PANEL = ['background', 'extension-page'] as const satisfies readonly SenderPolicy[];
