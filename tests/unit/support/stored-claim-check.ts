import type { LanguageInput } from '../../../lib/core/language';
import type { CheckOutcome } from '../../../lib/core/types';
import type { ClaimLensDB } from '../../../lib/db/database';
import type { CheckRecord } from '../../../lib/db/records';
import { knowledgeOf } from '../../../lib/kg/graph/knowledge';
import { GraphWriter } from '../../../lib/kg/graph/store';
import { createLlmServices } from '../../../lib/llm/provider';
import type { NliModel } from '../../../lib/ml/types';
import { createPipeline } from '../../../lib/pipeline/run';
import { ConsentBroker } from '../../../lib/privacy/consent';
import type { EngineConfig } from '../../../lib/settings/run-config';
import { models } from './kg-fixtures';

/**
 * `text` checked by the real pipeline over `db`, where memory holds `stored` as false: the
 * fixtures' embedder, `nli` where given, and never a local LLM; `language`: what the browser
 * and the page said of the selection's language.
 */
export async function checkAgainstStored(
  db: ClaimLensDB,
  stored: string,
  text: string,
  config: EngineConfig,
  nli: NliModel | null = null,
  language?: LanguageInput,
): Promise<CheckOutcome> {
  const w = new GraphWriter('pack:test');
  w.addClaim({ text: stored, status: 'FALSE' });
  await knowledgeOf(db).write(w, {});
  const run = createPipeline({
    db,
    models: models(null, nli),
    llm: createLlmServices(() => {
      throw new Error('no local LLM in this test');
    }),
    consent: new ConsentBroker(db),
  });
  return run({ id: 'check:q' as CheckRecord['id'], text, ...(language ? { language } : {}) } as CheckRecord, {
    signal: new AbortController().signal,
    config,
    onStage: () => undefined,
  });
}
