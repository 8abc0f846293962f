/**
 * The parts of the extension that write to the diagnostics log. A typed list, so a typo makes a
 * new area nobody filters for a compile error rather than a stray line in a bug report.
 */
export type LogArea =
  /** The answer to a question asked of the checked sources. */
  | 'answer'
  /** Content scripts: page checks, badges, select-to-check. */
  | 'content'
  /** Splitting text into checkable claims. */
  | 'decompose'
  /** Settings → Diagnostics itself (copying, clearing the log). */
  | 'diagnostics'
  /** Packs built from the user's documents. */
  | 'document-packs'
  /** The document library: imports, indexing, batches. */
  | 'documents'
  /** The engine context (worker or offscreen host). */
  | 'engine'
  /** The engine's settings sent from the background. */
  | 'engine-config'
  /** Waking the engine when a request needs it. */
  | 'engine-wake'
  /** Watching the engine for crashes and restarts. */
  | 'engine-watch'
  /** Checking one claim against the knowledge graph. */
  | 'graphcheck'
  /** Keeping the background alive while work is running. */
  | 'keep-alive'
  /** The knowledge graph and its packs. */
  | 'knowledge'
  /** Detecting a text's language. */
  | 'language'
  /** LLM providers: remote, built-in, WebLLM. */
  | 'llm'
  /** Memory: the local check against what is already known. */
  | 'memory'
  /** Context menus and toolbar actions. */
  | 'menu'
  /** Local models: downloads, sessions, backends. */
  | 'models'
  /** HTTP requests made by the extension. */
  | 'net'
  /** The offscreen document. */
  | 'offscreen'
  /** Remote knowledge packs. */
  | 'packs'
  /** The side panel's own views. */
  | 'panel'
  /** Opening PDFs in ClaimLens's viewer instead of the browser's. */
  | 'pdf-redirect'
  /** ClaimLens's PDF viewer. */
  | 'pdf-viewer'
  /** Settings set by an administrator's policy. */
  | 'policy'
  /** Questions asked of the sources. */
  | 'question'
  /** Messages relayed between contexts. */
  | 'relay'
  /** Opening and focusing the side panel. */
  | 'side-panel'
  /** Sources the user trusts or blocks. */
  | 'sources'
  /** The engine's start-up work. */
  | 'startup'
  /** Packs shared by a team. */
  | 'team-packs'
  /** Web evidence and online access. */
  | 'web';
