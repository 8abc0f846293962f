import { chosenMessage, noArticle, type PageCheckAnswer, type PageChoice } from '../core/page-check';
import type { CheckId, CheckSummary } from '../core/schemas';
import { pageMessages as m } from '../i18n/catalogue/page';
import { t } from '../i18n/t';
import { log } from '../log/log';
import { sendToBackground } from '../messaging/client';
import { messageOf } from '../util/errors';
import { anchorQuote } from './anchoring';
import { articleBlocks } from './article';
import type { CheckSession } from './checks';
import { overlayHost } from './overlay';
import { pageProgress, type SentenceState } from './page-progress';
import { PageStatus } from './page-status';
import { buildTextIndex } from './text-index';

/**
 * Check this page: the article's key sentences, each checked as a selection of it would be (its
 * own check, badge and history entry), with the page's progress and a Cancel for all of them.
 * The article is read by Readability (article.ts); its key sentences are chosen in the background
 * by the decomposition's rules and ranking (background/key-sentences.ts).
 */
export class PageCheck {
  private readonly status = new PageStatus();
  private readonly latest = new Map<string, CheckSummary>();
  /** Each chosen sentence's check: its id, null while it starts, 'failed' when it could not start (its badge has Retry). */
  private ids: (CheckId | 'failed' | null)[] = [];
  private cancelled = false;
  private ended = false;
  private lead = '';
  private total = 0;
  private readonly stop: () => void;

  constructor(private readonly checks: CheckSession) {
    this.stop = checks.onUpdate((s) => this.heard(s));
  }

  get running(): boolean {
    return !this.cancelled && pageProgress(this.summaries(), this.total).running;
  }

  /** Reads, chooses and starts; answers at once with what was chosen (or why nothing was). */
  async start(): Promise<PageCheckAnswer> {
    const blocks = articleBlocks(document);
    if (!blocks.length) return this.refuse(noArticle());
    let chosen: PageChoice;
    try {
      chosen = await sendToBackground('page.keySentences', { blocks });
    } catch (e) {
      return this.refuse(t(m.notChosen, messageOf(e)));
    }
    const root = document.body ?? document.documentElement;
    const index = buildTextIndex(root, overlayHost());
    if (!chosen.ok) return this.refuse(chosen.message);
    const found = chosen.sentences
      .map((text) => ({
        text,
        range: anchorQuote({ exact: text, prefix: '', suffix: '' }, root, overlayHost(), index),
      }))
      .filter((s): s is { text: string; range: Range } => s.range !== null);
    if (!found.length) return this.refuse(noArticle());
    this.total = chosen.total;
    this.lead = chosenMessage(found.length, chosen.total);
    this.ids = found.map(() => null);
    this.render();
    void this.startAll(found);
    return { started: true, message: this.lead };
  }

  /** One after another, so the first badges show while the rest start; Cancel stops the rest. */
  private async startAll(found: readonly { text: string; range: Range }[]): Promise<void> {
    for (const [i, s] of found.entries()) {
      if (this.cancelled || this.ended) break;
      const id = await this.checks.startPassage(s.text, s.range, 'page');
      this.ids[i] = id ?? 'failed';
      // Cancel was pressed while this one was starting.
      if (id && this.cancelled) this.cancelOne(id);
      this.render();
    }
  }

  cancel(): void {
    this.cancelled = true;
    for (const id of this.ids) {
      if (!id || id === 'failed') continue;
      const status = this.latest.get(id)?.status;
      if (!status || status === 'queued' || status === 'running') this.cancelOne(id);
    }
    this.render();
  }

  private cancelOne(id: CheckId): void {
    sendToBackground('check.cancel', { checkId: id }).then(
      (summary) => summary && this.checks.apply(summary),
      (e: unknown) => log.warn('content', `A sentence's check could not be cancelled: ${messageOf(e)}`),
    );
  }

  /** The status goes; the sentences' badges stay. */
  end(): void {
    this.ended = true;
    this.stop();
    this.status.remove();
  }

  private heard(summary: CheckSummary): void {
    const before = this.latest.get(summary.id);
    if (before && before.updatedAt > summary.updatedAt) return;
    this.latest.set(summary.id, summary);
    if (this.ids.includes(summary.id)) this.render();
  }

  private summaries(): (SentenceState | undefined)[] {
    return this.ids.map((id) => (id === 'failed' ? { status: 'failed' } : id ? this.latest.get(id) : undefined));
  }

  private render(): void {
    // A check that ends later (or starts, after the end) no longer shows the status.
    if (this.ended) return;
    const progress = pageProgress(this.summaries(), this.total);
    const running = progress.running && !this.cancelled;
    const text = running
      ? `${this.lead} ${progress.text}`
      : this.cancelled && progress.running
        ? t(m.cancelling)
        : progress.text;
    this.status.show(text, running ? { onCancel: () => this.cancel() } : {});
  }

  private refuse(message: string): PageCheckAnswer {
    this.status.show(message, { problem: true });
    return { started: false, message };
  }
}
