import { tribunalScript } from '../llm-script';
import type { ChatBody, LlmScript } from '../llm-server';

/**
 * The scripted model of the evaluation fixture: the tribunal script for the pipeline's roles,
 * and for the LLM-only baseline a credulous model that believes every claim, except that it
 * calls "X causes Y" claims False and abstains (Neutral) on claims that something "improves".
 */
export function credulousVerdict(claim: string): 'True' | 'False' | 'Neutral' {
  if (/\bcauses?\b/i.test(claim)) return 'False';
  if (/\bimproves?\b/i.test(claim)) return 'Neutral';
  return 'True';
}

function baselineClaim(body: ChatBody): string {
  const user = body.messages.find((m) => m.role === 'user')?.content ?? '';
  const quoted = /^Claim: (".*")$/s.exec(user)?.[1];
  return quoted ? (JSON.parse(quoted) as string) : user;
}

export const evalScript: LlmScript = {
  identify: (body) => tribunalScript.identify(body),
  respond: (kind, body) =>
    kind === 'verdict' ? { verdict: credulousVerdict(baselineClaim(body)) } : tribunalScript.respond(kind, body),
  ...(tribunalScript.corrupt ? { corrupt: tribunalScript.corrupt } : {}),
};
