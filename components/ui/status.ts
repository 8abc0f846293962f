/** A line of status a panel shows after an action: what went well, or what went wrong. */
export type Report = (kind: 'ok' | 'error', text: string) => void;
