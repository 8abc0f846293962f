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
  setTab(tab: TabName): void;
  openCheck(checkId: string | null, dispute?: boolean): void;
  doneDisputing(): void;
  openSettings(section: string): void;
}

export const usePanel = create<PanelState>((set) => ({
  tab: 'Check',
  checkId: null,
  settingsSection: null,
  disputeFor: null,
  setTab: (tab) => set({ tab }),
  openCheck: (checkId, dispute) => set({ tab: 'Check', checkId, disputeFor: dispute && checkId ? checkId : null }),
  doneDisputing: () => set({ disputeFor: null }),
  openSettings: (section) => set({ tab: 'Settings', settingsSection: section }),
}));
