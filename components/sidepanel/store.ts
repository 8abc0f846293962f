import { create } from 'zustand';

export const TABS = ['Check', 'History', 'Documents', 'Sources', 'Knowledge', 'Settings'] as const;
export type TabName = (typeof TABS)[number];

interface PanelState {
  tab: TabName;
  /** The check shown in the Check tab; null shows the latest. */
  checkId: string | null;
  /** The Settings section to bring into view (the guided setup's links); null: none. */
  settingsSection: string | null;
  /** The check whose *This is wrong* form a badge asked to open; null: none. */
  disputeFor: string | null;
  /** Why a check has no badge on its page (the background checked it here instead); null: none. */
  note: { checkId: string; text: string } | null;
  /** The text box's latest request to be focused (`seq` tells requests apart), with a text and why. */
  box: { seq: number; text?: string; note?: string } | null;
  setTab(tab: TabName): void;
  openCheck(checkId: string | null, dispute?: boolean, note?: string): void;
  focusBox(request: { text?: string; note?: string }): void;
  doneWithBox(): void;
  doneDisputing(): void;
  openSettings(section: string): void;
}

export const usePanel = create<PanelState>((set) => ({
  tab: 'Check',
  checkId: null,
  settingsSection: null,
  disputeFor: null,
  note: null,
  box: null,
  setTab: (tab) => set({ tab }),
  openCheck: (checkId, dispute, note) =>
    set((s) => ({
      tab: 'Check',
      checkId,
      disputeFor: dispute && checkId ? checkId : null,
      note: note && checkId ? { checkId, text: note } : s.note,
    })),
  focusBox: (request) => set((s) => ({ tab: 'Check', box: { seq: (s.box?.seq ?? 0) + 1, ...request } })),
  doneWithBox: () => set({ box: null }),
  doneDisputing: () => set({ disputeFor: null }),
  openSettings: (section) => set({ tab: 'Settings', settingsSection: section }),
}));
