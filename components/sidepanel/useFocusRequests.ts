import { useEffect } from 'react';

import { BOX_KEY, type BoxRequest, type FocusRequest } from '../../lib/background/panel-requests';
import { FOCUS_KEY } from '../../lib/background/side-panel';
import { logged } from '../../lib/log/log';
import { usePanel } from './store';

/**
 * Opens the check a badge or the context menu asked for, and focuses the text box when a
 * shortcut asked for it (the background leaves both in storage.session). A box request is taken
 * once: the first panel to read it removes it, so the next panel opened does not repeat it.
 */
export function useFocusRequests(): void {
  const openCheck = usePanel((s) => s.openCheck);
  const focusBox = usePanel((s) => s.focusBox);
  useEffect(() => {
    const applyFocus = (value: unknown) => {
      const v = value as Partial<FocusRequest> | undefined;
      if (v && 'checkId' in v) openCheck(v.checkId ?? null, v.dispute === true, v.note);
    };
    const applyBox = (value: unknown) => {
      const v = value as BoxRequest | undefined;
      if (!v?.at) return;
      focusBox({ ...(v.text ? { text: v.text } : {}), ...(v.note ? { note: v.note } : {}) });
      void chrome.storage.session
        .remove(BOX_KEY)
        .catch(logged('side-panel', 'The text box request could not be cleared; it is applied again next time'));
    };
    void chrome.storage.session.get([FOCUS_KEY, BOX_KEY]).then((r) => {
      applyFocus(r[FOCUS_KEY]);
      applyBox(r[BOX_KEY]);
    });
    const listener = (changes: Record<string, chrome.storage.StorageChange>, area: string) => {
      if (area !== 'session') return;
      if (changes[FOCUS_KEY]) applyFocus(changes[FOCUS_KEY].newValue);
      if (changes[BOX_KEY]) applyBox(changes[BOX_KEY].newValue);
    };
    chrome.storage.onChanged.addListener(listener);
    return () => chrome.storage.onChanged.removeListener(listener);
  }, [openCheck, focusBox]);
}
