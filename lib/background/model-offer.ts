import type { ModelOffer } from '../core/model-offer';
import type { CheckId } from '../core/schemas';
import { modelOffer } from '../ml/offer';
import { isLocked } from '../settings/locks';
import { loadPolicy } from '../settings/managed';
import { loadSettings } from '../settings/store';
import type { EngineClient } from './engine-client';

/**
 * The badge's and the side panel's offer to download the local models a check found missing:
 * what it says now (the models' state in the engine, the settings, the policy, a dismissal), and
 * its two answers, download or *Not now*. The download is Settings → Models' own, in the engine.
 */

/** Kept apart from the settings: a reader's *Not now* is not a setting to export or lock. */
const DISMISSED_KEY = 'modelsOfferDismissed';

export async function currentOffer(engine: EngineClient): Promise<ModelOffer> {
  const [settings, { policy }, stored, status] = await Promise.all([
    loadSettings(),
    loadPolicy(),
    chrome.storage.local.get(DISMISSED_KEY),
    engine.request('models.status', {}),
  ]);
  const ids = [settings.models.embedModelId, settings.models.nliModelId];
  return modelOffer({
    models: status.models.filter((m) => ids.includes(m.id)),
    downloads: settings.models.downloads,
    downloadsLocked: isLocked(policy.locks, 'models.downloads'),
    pinned: isLocked(policy.locks, 'models.embedModelId') || isLocked(policy.locks, 'models.nliModelId'),
    dismissed: stored[DISMISSED_KEY] === true,
  });
}

/** One click: the selected pair downloads in the engine, which checks the claim again when both are in. */
export async function acceptOffer(engine: EngineClient, checkId: CheckId): Promise<ModelOffer> {
  // Accepting an offer the reader had dismissed earlier brings the offer back for later checks.
  await chrome.storage.local.remove(DISMISSED_KEY);
  await engine.request('models.forCheck', { checkId });
  return currentOffer(engine);
}

export async function dismissOffer(engine: EngineClient): Promise<ModelOffer> {
  await chrome.storage.local.set({ [DISMISSED_KEY]: true });
  return currentOffer(engine);
}
