import * as v from 'valibot';

import type { ChatMessage, ChatRequest, LlmClient } from '../../llm/llm';
import { type ClaimGraph, parseClaimGraph } from '../graph/parse';
import { ANSWER_SCHEMA, answerPrompt } from './prompts/answer';
import { ATOMIC_CLAIMS_SCHEMA, atomicClaimsPrompt } from './prompts/atomic-claims';
import { claimGraphPrompt } from './prompts/claim-graph';
import { CORRECTED_TEXT_SCHEMA, correctedTextPrompt } from './prompts/corrected-text';
import { CORRECTION_SCHEMA, correctionPrompt } from './prompts/correction';
import { INFILL_SCHEMA, infillPrompt } from './prompts/infill';
import { QUESTION_SCHEMA, questionPrompt } from './prompts/question';

/**
 * The decomposition's calls to the LLM (any `LlmClient`), temperature 0. Each answer is parsed
 * and validated by a pure function here; an unusable answer raises LlmAnswerError, which the
 * caller turns into the rule-based fallback or an Unverified part, never a guess.
 */

export class LlmAnswerError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'LlmAnswerError';
  }
}

/** Longest atomic claim kept; longer answers are not atomic. */
const MAX_CLAIM_CHARS = 400;

function parseJson(content: string): unknown {
  const body = content.trim().replace(/^```(?:json)?\s*|\s*```$/g, '');
  try {
    return JSON.parse(body);
  } catch {
    throw new LlmAnswerError(`The LLM did not answer in JSON: "${content.slice(0, 80)}"`);
  }
}

function validate<T>(schema: v.GenericSchema<unknown, T>, value: unknown, what: string): T {
  const r = v.safeParse(schema, value);
  if (!r.success)
    throw new LlmAnswerError(`The LLM's ${what} has the wrong shape: ${r.issues[0]?.message ?? 'invalid'}`);
  return r.output;
}

export function parseAtomicClaims(content: string): string[] {
  const { claims } = validate(v.object({ claims: v.array(v.string()) }), parseJson(content), 'atomic claims');
  const seen = new Set<string>();
  return claims
    .map((c) => c.replace(/\s+/g, ' ').trim())
    .filter((c) => c.length > 0 && c.length <= MAX_CLAIM_CHARS)
    .filter((c) => !seen.has(c.toLowerCase()) && seen.add(c.toLowerCase()))
    .slice(0, ATOMIC_CLAIMS_SCHEMA.schema.properties.claims.maxItems);
}

export function parseInfill(content: string): string | null {
  const { entity } = validate(v.object({ entity: v.nullable(v.string()) }), parseJson(content), 'infilled entity');
  const name = entity?.replace(/\s+/g, ' ').trim();
  return name && !/\[MASK\]|\(ENT\d+\)/i.test(name) && name.length <= 200 ? name : null;
}

export function parseCorrection(content: string): string {
  const { corrected } = validate(v.object({ corrected: v.string() }), parseJson(content), 'correction');
  return corrected.replace(/\s+/g, ' ').trim();
}

/** The rewritten text; its line breaks are kept (a text's paragraphs are part of it). */
function parseCorrectedText(content: string): string {
  const { text } = validate(v.object({ text: v.string() }), parseJson(content), 'corrected text');
  return text.trim();
}

function parseQuestionStatement(content: string): string {
  const { statement } = validate(v.object({ statement: v.string() }), parseJson(content), 'statement for the question');
  return statement.replace(/\s+/g, ' ').trim();
}

/** The LLM's answer to an open question from the passages given; empty when they do not answer it. */
export async function composeAnswer(
  llm: LlmClient,
  question: string,
  passages: readonly string[],
  signal?: AbortSignal,
): Promise<string> {
  const parse = (content: string) =>
    validate(v.object({ answer: v.string() }), parseJson(content), 'answer')
      .answer.replace(/\s+/g, ' ')
      .trim();
  return ask(llm, answerPrompt(question, passages), ANSWER_SCHEMA, parse, signal);
}

/** One structured request at temperature 0, its answer read by `parse`. */
async function ask<T>(
  llm: LlmClient,
  messages: ChatMessage[],
  jsonSchema: ChatRequest['jsonSchema'],
  parse: (content: string) => T,
  signal?: AbortSignal,
): Promise<T> {
  const answer = await llm.chat({ messages, temperature: 0, jsonSchema, signal });
  return parse(answer.content);
}

/** The statement a yes/no question tests, as the LLM writes it (checked by the caller: question-check.ts). */
export async function questionStatement(llm: LlmClient, question: string, signal?: AbortSignal): Promise<string> {
  return ask(llm, questionPrompt(question), QUESTION_SCHEMA, parseQuestionStatement, signal);
}

export async function extractAtomicClaims(
  llm: LlmClient,
  sentence: string,
  context: string,
  signal?: AbortSignal,
): Promise<string[]> {
  return ask(llm, atomicClaimsPrompt(sentence, context), ATOMIC_CLAIMS_SCHEMA, parseAtomicClaims, signal);
}

export async function buildClaimGraph(llm: LlmClient, claim: string, signal?: AbortSignal): Promise<ClaimGraph> {
  const answer = await llm.chat({ messages: claimGraphPrompt(claim), temperature: 0, signal });
  const graph = parseClaimGraph(answer.content);
  if (!graph.triples.length) throw new LlmAnswerError('The LLM gave no usable triple for this claim.');
  return graph;
}

export async function infillEntity(
  llm: LlmClient,
  statements: string[],
  documents: string[],
  signal?: AbortSignal,
): Promise<string | null> {
  return ask(llm, infillPrompt(statements, documents), INFILL_SCHEMA, parseInfill, signal);
}

export async function rewriteClaim(
  llm: LlmClient,
  claim: string,
  evidence: string[],
  rejected: string[],
  signal?: AbortSignal,
): Promise<string> {
  return ask(llm, correctionPrompt(claim, evidence, rejected), CORRECTION_SCHEMA, parseCorrection, signal);
}

/** The whole text rewritten around its checked corrections (checked by the caller: rewrite-check.ts). */
export async function rewriteCorrectedText(
  llm: LlmClient,
  draft: string,
  corrections: readonly string[],
  signal?: AbortSignal,
): Promise<string> {
  return ask(llm, correctedTextPrompt(draft, corrections), CORRECTED_TEXT_SCHEMA, parseCorrectedText, signal);
}
