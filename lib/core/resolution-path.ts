/** Where a verdict came from: memory, the reader's own documents (issue 30), the trusted web, or nowhere. */
export const RESOLUTION_PATHS = ['memory', 'documents', 'web', 'none'] as const;
export type ResolutionPath = (typeof RESOLUTION_PATHS)[number];
