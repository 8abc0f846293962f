import type { GoldLabel } from './types';

/**
 * Label mapping per input format (docs/evaluation.md). Everything that is neither clearly true
 * nor clearly false is NEI, an abstention target; an unknown label is an error for that row.
 */

const TRUE = new Set(['true', 'supported', 'support', 'supports', 'real', 'mostly-true', 'mostly true', 't']);
const FALSE = new Set([
  'false',
  'refuted',
  'refute',
  'refutes',
  'fake',
  'pants-fire',
  'mostly-false',
  'mostly false',
  'f',
]);
const NEI = new Set([
  'nei',
  'notenoughinfo',
  'not enough info',
  'not enough information',
  'not_enough_info',
  'unverified',
  'neutral',
  'unproven',
  'mixture',
  'undetermined',
  'u',
]);

export function mapGenericLabel(raw: string): GoldLabel | null {
  const l = raw.trim().toLowerCase();
  if (TRUE.has(l)) return 'True';
  if (FALSE.has(l)) return 'False';
  if (NEI.has(l)) return 'NEI';
  return null;
}

/** Check-COVID: SUPPORT / REFUTE / NOTENOUGHINFO. */
export function mapCheckCovidLabel(raw: string): GoldLabel | null {
  return (
    ({ SUPPORT: 'True', REFUTE: 'False', NOTENOUGHINFO: 'NEI' } as const)[raw.trim().toUpperCase() as 'SUPPORT'] ?? null
  );
}

/** HealthFC: 0 supported, 1 not enough information, 2 refuted. */
export function mapHealthFcLabel(raw: string): GoldLabel | null {
  return ({ '0': 'True', '1': 'NEI', '2': 'False' } as const)[raw.trim() as '0'] ?? null;
}

/** Constraint@AAAI2021 COVID fake news: real / fake. */
export function mapConstraintLabel(raw: string): GoldLabel | null {
  return ({ real: 'True', fake: 'False' } as const)[raw.trim().toLowerCase() as 'real'] ?? null;
}

/** COVID-19 rumor dataset (Cheng et al., 2021): T / F / U (unverified). */
export function mapRumorLabel(raw: string): GoldLabel | null {
  return ({ T: 'True', F: 'False', U: 'NEI' } as const)[raw.trim().toUpperCase() as 'T'] ?? null;
}
