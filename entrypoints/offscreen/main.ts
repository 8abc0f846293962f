import { startOffscreenEngine } from '../../lib/engine/offscreen';

startOffscreenEngine();
