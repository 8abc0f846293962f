import { looksLikeHealthClaim } from '../../core/health';
import modelFile from './health-topics.json';
import { TopicModel, type TopicModelFile } from './model';

/**
 * Does a selection look like a health claim? The lexicon proposes (a health word occurs), the
 * topic model confirms (enough of the known words sit on health topics). On held-out text this
 * halves the lexicon's false alarms at the cost of about 2% of health claims
 * (scripts/topic-model/README.md). The pill only words its hint by this; checking is always allowed.
 */

/** Share of known words on health topics needed to confirm the lexicon. */
export const HEALTH_SHARE_THRESHOLD = 0.3;

let model: TopicModel | null = null;

/** The shipped health topic model, built on first use. */
export function healthTopicModel(): TopicModel {
  model ??= new TopicModel(modelFile as unknown as TopicModelFile);
  return model;
}

export interface HealthSignal {
  health: boolean;
  lexicon: boolean;
  /** Share of the known words on health topics (0 when the model knows none). */
  topicShare: number;
  /** Words the topic model knows. */
  known: number;
}

export function healthSignal(text: string, topics: TopicModel = healthTopicModel()): HealthSignal {
  const lexicon = looksLikeHealthClaim(text);
  const inferred = topics.infer(text);
  // With no word it knows, the topic model has no say and the lexicon decides alone.
  const health = lexicon && (inferred.known === 0 || inferred.healthShare >= HEALTH_SHARE_THRESHOLD);
  return { health, lexicon, topicShare: inferred.healthShare, known: inferred.known };
}
