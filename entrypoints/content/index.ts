import { defineContentScript } from 'wxt/utils/define-content-script';

import { startContent } from '../../lib/content';
import { startStoredLog } from '../../lib/log/start';

import './style.css';

export default defineContentScript({
  matches: ['http://*/*', 'https://*/*'],
  allFrames: true,
  runAt: 'document_idle',
  main: (ctx) => {
    startStoredLog('content');
    return startContent(ctx.signal);
  },
});
