import { startOffscreenEngine } from '../../lib/offscreen';

startOffscreenEngine();
