import { defineBackground } from 'wxt/utils/define-background';

import { startBackground } from '../lib/background';
import { startStoredLog } from '../lib/log/start';

export default defineBackground({
  type: 'module',
  main: () => {
    startStoredLog('background');
    startBackground();
  },
});
