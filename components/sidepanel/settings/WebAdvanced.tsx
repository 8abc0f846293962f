import { settingsWeb as m } from '../../../lib/i18n/catalogue/settings-web';
import type { Message } from '../../../lib/i18n/locales';
import { t } from '../../../lib/i18n/t';
import type { Settings } from '../../../lib/settings/schema';
import { Advanced } from './Advanced';
import { Lockable } from './Lockable';
import { NumberField } from './NumberField';
import type { SaveSection } from './section-props';

type Web = Settings['web'];

const NUMBERS: { key: keyof Web; label: Message; min: number; max: number; step?: number }[] = [
  { key: 'maxResults', label: m.maxResults, min: 1, max: 40 },
  { key: 'maxPages', label: m.maxPages, min: 1, max: 10 },
  { key: 'searchTimeoutMs', label: m.searchTimeoutMs, min: 1000, max: 60000 },
  { key: 'pageTimeoutMs', label: m.pageTimeoutMs, min: 1000, max: 60000 },
  { key: 'maxPageBytes', label: m.maxPageBytes, min: 100000, max: 10000000 },
  { key: 'maxWordsPerPage', label: m.maxWordsPerPage, min: 200, max: 50000 },
  { key: 'minPageWords', label: m.minPageWords, min: 10, max: 1000 },
  { key: 'passageWords', label: m.passageWords, min: 20, max: 400 },
  { key: 'passageOverlap', label: m.passageOverlap, min: 0, max: 200 },
  { key: 'refutationBoost', label: m.refutationBoost, min: 0, max: 0.5, step: 0.01 },
  { key: 'poolSize', label: m.poolSize, min: 1, max: 100 },
  { key: 'perDomain', label: m.perDomain, min: 1, max: 10 },
  { key: 'bundleSize', label: m.bundleSize, min: 1, max: 20 },
  { key: 'minBestScore', label: m.minBestScore, min: 0, max: 1, step: 0.01 },
  {
    key: 'claimReviewMinSimilarity',
    label: m.claimReviewMinSimilarity,
    min: 0,
    max: 1,
    step: 0.01,
  },
  {
    key: 'claimReviewMinWording',
    label: m.claimReviewMinWording,
    min: 0,
    max: 1,
    step: 0.01,
  },
  { key: 'listRefreshHours', label: m.listRefreshHours, min: 1, max: 168 },
  { key: 'maxListBytes', label: m.maxListBytes, min: 10000, max: 5000000 },
];

/** Settings → Web → Advanced: the limits and thresholds of web search, each a number in its range. */
export function WebAdvanced({ web, save }: { web: Web; save: SaveSection }) {
  const set = (patch: Partial<Web>) => save('web', patch);
  return (
    <Advanced section="web" keys={NUMBERS.map((f) => f.key)} save={save}>
      {NUMBERS.map(({ key, label, min, max, step }) => (
        <Lockable key={key} path={`web.${key}`}>
          <NumberField
            label={t(label)}
            min={min}
            max={max}
            step={step}
            value={web[key] as number}
            onChange={(n) => void set({ [key]: n } as Partial<Web>)}
          />
        </Lockable>
      ))}
    </Advanced>
  );
}
