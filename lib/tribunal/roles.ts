import * as v from 'valibot';

import type { OutputSpec } from '../llm/structured';

/**
 * What each role must return: a valibot schema (validation, always) and the JSON Schema sent
 * to the provider (enforced where the provider can). Strict-mode JSON Schema: every property
 * required, nullable where optional, no extra properties.
 */

const text = (max: number) => v.pipe(v.string(), v.trim(), v.maxLength(max));
const nonEmpty = (max: number) => v.pipe(v.string(), v.trim(), v.minLength(1, 'must not be empty'), v.maxLength(max));
const url = v.pipe(v.string(), v.trim(), v.minLength(1, 'must be a URL from the evidence'), v.maxLength(2048));

const SUPPORT_STRENGTHS = ['direct', 'partial'] as const;
const CONTRADICTION_KINDS = ['contradiction', 'narrowing', 'missing-context', 'overgeneralisation'] as const;
const JUDGE_VERDICTS = ['True', 'False', 'Neutral'] as const;
export type JudgeVerdictValue = (typeof JUDGE_VERDICTS)[number];

const supportFinding = v.object({
  url,
  quote: nonEmpty(1000),
  strength: v.picklist(SUPPORT_STRENGTHS),
  point: text(1000),
});
const contradictionFinding = v.object({
  url,
  quote: nonEmpty(1000),
  kind: v.picklist(CONTRADICTION_KINDS),
  point: text(1000),
});

const findingJson = (key: string, labels: readonly string[]) => ({
  type: 'object',
  additionalProperties: false,
  required: ['url', 'quote', key, 'point'],
  properties: {
    url: { type: 'string' },
    quote: { type: 'string' },
    [key]: { type: 'string', enum: [...labels] },
    point: { type: 'string' },
  },
});

const analysisJson = (key: string, labels: readonly string[]) => ({
  type: 'object',
  additionalProperties: false,
  required: ['findings', 'summary'],
  properties: { findings: { type: 'array', items: findingJson(key, labels) }, summary: { type: 'string' } },
});

export interface Finding {
  url: string;
  quote: string;
  /** `direct`/`partial` for support; the kind of objection for contradiction. */
  label: string;
  point: string;
}

export interface AnalystReport {
  findings: Finding[];
  summary: string;
}

export const SUPPORT_SPEC: OutputSpec<AnalystReport> = {
  name: 'support_analysis',
  jsonSchema: analysisJson('strength', SUPPORT_STRENGTHS),
  schema: v.pipe(
    v.object({ findings: v.pipe(v.array(supportFinding), v.maxLength(12)), summary: text(3000) }),
    v.transform((o) => ({
      summary: o.summary,
      findings: o.findings.map(({ strength, ...f }) => ({ ...f, label: strength })),
    })),
  ),
};

export const CONTRADICTION_SPEC: OutputSpec<AnalystReport> = {
  name: 'contradiction_analysis',
  jsonSchema: analysisJson('kind', CONTRADICTION_KINDS),
  schema: v.pipe(
    v.object({ findings: v.pipe(v.array(contradictionFinding), v.maxLength(12)), summary: text(3000) }),
    v.transform((o) => ({ summary: o.summary, findings: o.findings.map(({ kind, ...f }) => ({ ...f, label: kind })) })),
  ),
};

export interface JudgeAnswer {
  verdict: JudgeVerdictValue;
  confidence: number;
  primarySource: string | null;
  correctedClaim: string | null;
  explanation: string;
}

const verdictFields = {
  verdict: v.picklist(JUDGE_VERDICTS, 'must be "True", "False" or "Neutral"'),
  confidence: v.pipe(v.number(), v.minValue(0, 'must be between 0 and 1'), v.maxValue(1, 'must be between 0 and 1')),
  primarySource: v.nullable(v.pipe(v.string(), v.trim(), v.maxLength(2048))),
  correctedClaim: v.nullable(v.pipe(v.string(), v.trim(), v.maxLength(1000))),
  explanation: nonEmpty(4000),
};

/** A False verdict must say what the evidence supports instead. */
const correctedWhenFalse = <T extends { verdict: string; correctedClaim: string | null }>() =>
  v.check<T, string>(
    (o) => o.verdict !== 'False' || !!o.correctedClaim,
    'correctedClaim is required when the verdict is False',
  );

const normaliseVerdict = <
  T extends { primarySource: string | null; correctedClaim: string | null; verdict: string },
>() =>
  v.transform<T, T>((o) => ({
    ...o,
    primarySource: o.primarySource || null,
    correctedClaim: o.verdict === 'False' ? o.correctedClaim || null : null,
  }));

const verdictJson = {
  verdict: { type: 'string', enum: [...JUDGE_VERDICTS] },
  confidence: { type: 'number', minimum: 0, maximum: 1 },
  primarySource: { type: ['string', 'null'] },
  correctedClaim: { type: ['string', 'null'] },
  explanation: { type: 'string' },
};

export const JUDGE_SPEC: OutputSpec<JudgeAnswer> = {
  name: 'judge_verdict',
  jsonSchema: {
    type: 'object',
    additionalProperties: false,
    required: Object.keys(verdictJson),
    properties: verdictJson,
  },
  schema: v.pipe(v.object(verdictFields), correctedWhenFalse(), normaliseVerdict()),
};

export interface SinglePassAnswer extends JudgeAnswer {
  citations: { url: string; quote: string }[];
}

export const SINGLE_PASS_SPEC: OutputSpec<SinglePassAnswer> = {
  name: 'single_pass_verdict',
  jsonSchema: {
    type: 'object',
    additionalProperties: false,
    required: ['verdict', 'confidence', 'primarySource', 'correctedClaim', 'citations', 'explanation'],
    properties: {
      ...verdictJson,
      citations: {
        type: 'array',
        items: {
          type: 'object',
          additionalProperties: false,
          required: ['url', 'quote'],
          properties: { url: { type: 'string' }, quote: { type: 'string' } },
        },
      },
    },
  },
  schema: v.pipe(
    v.object({
      ...verdictFields,
      citations: v.pipe(v.array(v.object({ url, quote: nonEmpty(1000) })), v.maxLength(12)),
    }),
    correctedWhenFalse(),
    normaliseVerdict(),
  ),
};
