import type { ContentFeature } from '../feature';
import { overlayHost } from '../overlay';
import { readSelection } from '../selection';

/**
 * Feature: the context menu's "Check claim" and the keyboard shortcut. The background asks this
 * frame to check its selection and hears whether there was one to check.
 */
export const checkSelectionFeature: ContentFeature = {
  name: 'check-selection',
  when: 'always',
  init({ router, checks }) {
    router.on('content.checkSelection', () => {
      const selection = readSelection(overlayHost());
      if (selection) void checks.start(selection);
      return { started: !!selection };
    });
  },
};
