import * as v from 'valibot';

import { LlmError } from './errors';
import type { ChatMessage } from './llm';
import type { CallPurpose, Recorder, RoleName } from './transcript';

/**
 * Structured answers: the JSON Schema goes to the provider (enforced where it can), and the
 * answer is always parsed and validated here, because JSON mode and local models only promise
 * JSON, not its shape. An answer that fails gets one repair retry naming what was wrong.
 */

export interface OutputSpec<T> {
  name: string;
  jsonSchema: Record<string, unknown>;
  /** Input side: whatever JSON the model sent. */
  schema: v.GenericSchema<unknown, T>;
}

export interface AskContext {
  recorder: Recorder;
  signal: AbortSignal;
}

export interface JsonAnswer<T> {
  value: T;
  /** The conversation so far, ending with the model's answer, to continue with a correction. */
  conversation: ChatMessage[];
}

export type Validation<T> = { ok: true; value: T } | { ok: false; problems: string[] };

/** The JSON object in a model's answer, tolerating code fences and text around it. */
export function extractJson(text: string): unknown {
  const fenced = /```(?:json)?\s*([\s\S]*?)```/i.exec(text)?.[1];
  const candidate = (fenced ?? text).trim();
  try {
    return JSON.parse(candidate);
  } catch {
    const start = candidate.indexOf('{');
    const end = candidate.lastIndexOf('}');
    if (start >= 0 && end > start) return JSON.parse(candidate.slice(start, end + 1));
    throw new SyntaxError('no JSON object found');
  }
}

export function validateAnswer<T>(text: string, spec: OutputSpec<T>): Validation<T> {
  let data: unknown;
  try {
    data = extractJson(text);
  } catch {
    return { ok: false, problems: ['The answer is not valid JSON.'] };
  }
  const result = v.safeParse(spec.schema, data);
  if (result.success) return { ok: true, value: result.output };
  return {
    ok: false,
    problems: result.issues.slice(0, 5).map((i) => {
      const path = i.path?.map((p) => String(p.key)).join('.');
      return path ? `Field "${path}": ${i.message}` : i.message;
    }),
  };
}

function repairInstruction(problems: string[], specName: string): string {
  return [
    `Your answer could not be used (${specName}):`,
    ...problems.map((p) => `- ${p}`),
    'Reply again with only the JSON object, in exactly the format described, and nothing else.',
  ].join('\n');
}

export async function askJson<T>(
  ctx: AskContext,
  role: RoleName,
  messages: ChatMessage[],
  spec: OutputSpec<T>,
  purpose: CallPurpose = 'answer',
): Promise<JsonAnswer<T>> {
  const request = (msgs: ChatMessage[]) => ({
    messages: msgs,
    temperature: 0,
    jsonSchema: { name: spec.name, schema: spec.jsonSchema },
    signal: ctx.signal,
  });
  const first = await ctx.recorder.chat(role, purpose, request(messages));
  const checked = validateAnswer(first.content, spec);
  if (checked.ok)
    return { value: checked.value, conversation: [...messages, { role: 'assistant', content: first.content }] };

  const repair: ChatMessage[] = [
    ...messages,
    { role: 'assistant', content: first.content },
    { role: 'user', content: repairInstruction(checked.problems, spec.name) },
  ];
  const second = await ctx.recorder.chat(role, 'repair', request(repair));
  const again = validateAnswer(second.content, spec);
  if (again.ok)
    return { value: again.value, conversation: [...repair, { role: 'assistant', content: second.content }] };
  throw new LlmError(
    'invalid-output',
    `The ${roleLabel(role)} did not answer in the required format, even after a repair request (${again.problems[0] ?? 'invalid'}).`,
  );
}

function roleLabel(role: RoleName): string {
  return {
    query: 'search-query writer',
    support: 'support analyst',
    contradiction: 'contradiction analyst',
    judge: 'judge',
    'single-pass': 'single-pass check',
    extract: 'fact extractor',
    decompose: 'claim decomposer',
  }[role];
}
