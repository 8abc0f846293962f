/**
 * What the background asks the side panel to show, left in storage.session because the panel
 * may not be open yet (it reads the key when it opens, and follows its changes while open).
 * Types and keys only: the panel reads them without the background's code.
 */

/** The check to show (side-panel.ts FOCUS_KEY); `note` says why it has no badge on its page. */
export interface FocusRequest {
  checkId: string | null;
  dispute?: boolean;
  note?: string;
  at: number;
}

/** Focus the text box, with a text to put in it (a selection that could not be checked) and why. */
export const BOX_KEY = 'focusTextBox';

export interface BoxRequest {
  text?: string;
  note?: string;
  at: number;
}
