import type { Settings } from '../../../lib/settings/schema';
import { Advanced } from './Advanced';
import { Lockable } from './Lockable';
import { NumberField } from './NumberField';
import type { SaveSection } from './section-props';

type Web = Settings['web'];

const NUMBERS: { key: keyof Web; label: string; min: number; max: number; step?: number }[] = [
  { key: 'maxResults', label: 'Search results considered', min: 1, max: 40 },
  { key: 'maxPages', label: 'Pages read (distinct domains)', min: 1, max: 10 },
  { key: 'searchTimeoutMs', label: 'Search timeout (ms)', min: 1000, max: 60000 },
  { key: 'pageTimeoutMs', label: 'Page timeout (ms)', min: 1000, max: 60000 },
  { key: 'maxPageBytes', label: 'Largest page (bytes)', min: 100000, max: 10000000 },
  { key: 'maxWordsPerPage', label: 'Words read per page', min: 200, max: 50000 },
  { key: 'minPageWords', label: 'Fewest words for a page to count', min: 10, max: 1000 },
  { key: 'passageWords', label: 'Passage length (words)', min: 20, max: 400 },
  { key: 'passageOverlap', label: 'Passage overlap (words)', min: 0, max: 200 },
  { key: 'refutationBoost', label: 'Fact-check language boost', min: 0, max: 0.5, step: 0.01 },
  { key: 'poolSize', label: 'Candidate pool', min: 1, max: 100 },
  { key: 'perDomain', label: 'Passages per domain', min: 1, max: 10 },
  { key: 'bundleSize', label: 'Passages in the bundle', min: 1, max: 20 },
  { key: 'minBestScore', label: 'Least best-passage similarity', min: 0, max: 1, step: 0.01 },
  {
    key: 'claimReviewMinSimilarity',
    label: 'Fact-check match: least similarity before NLI',
    min: 0,
    max: 1,
    step: 0.01,
  },
  {
    key: 'claimReviewMinWording',
    label: 'Fact-check match without NLI: least wording similarity',
    min: 0,
    max: 1,
    step: 0.01,
  },
  { key: 'listRefreshHours', label: 'Shared lists refresh (hours)', min: 1, max: 168 },
  { key: 'maxListBytes', label: 'Largest shared list (bytes)', min: 10000, max: 5000000 },
];

/** Settings → Web → Advanced: the limits and thresholds of web search, each a number in its range. */
export function WebAdvanced({ web, save }: { web: Web; save: SaveSection }) {
  const set = (patch: Partial<Web>) => save('web', patch);
  return (
    <Advanced section="web" keys={NUMBERS.map((f) => f.key)} save={save}>
      {NUMBERS.map(({ key, label, min, max, step }) => (
        <Lockable key={key} path={`web.${key}`}>
          <NumberField
            label={label}
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
