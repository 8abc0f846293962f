import { createRouter, ownExtension } from '../messaging/router';
import { toBackground } from '../messaging/to-background';
import { managedDocumentPacks, managedTeamPacks, watchPolicy } from '../settings/managed';
import { registerMenus } from './context-menu';
import { registerDocumentPacks } from './document-packs';
import { createEngineClient } from './engine-client';
import { wakeEngineOnStart } from './engine-wake';
import { watchEngine } from './engine-watch';
import { backgroundHandlers } from './handlers';
import { registerPdfMenu } from './pdf-menu';
import { registerPdfRedirect } from './pdf-redirect';
import { relayEngineEvent } from './relay';
import { enableActionOpensPanel } from './side-panel';
import { registerSources } from './sources';
import { registerTeamPacks } from './team-packs';

/** Wires the background: listeners are registered synchronously, as MV3 requires. */
export function startBackground(): void {
  const engine = createEngineClient((event) => void relayEngineEvent(event));
  const router = createRouter(toBackground, backgroundHandlers(engine), ownExtension());
  router.listen();
  router.listenPorts();
  registerMenus(engine);
  registerPdfMenu();
  registerPdfRedirect();
  watchEngine(engine);
  wakeEngineOnStart(engine);
  enableActionOpensPanel();
  registerSources();
  registerTeamPacks(engine, managedTeamPacks, (onChange) => watchPolicy(onChange));
  registerDocumentPacks(engine, managedDocumentPacks, (onChange) => watchPolicy(onChange));
}
