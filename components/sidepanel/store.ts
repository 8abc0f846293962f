import { create } from 'zustand';

export const TABS = ['Check', 'History', 'Sources', 'Knowledge', 'Settings'] as const;
export type TabName = (typeof TABS)[number];

interface PanelState {
  tab: TabName;
  /** The check shown in the Check tab; null shows the latest. */
  checkId: string | null;
  /** The Settings section to bring into view (the guided setup's links); null: none. */
  settingsSection: string | null;
  setTab(tab: TabName): void;
  openCheck(checkId: string | null): void;
  openSettings(section: string): void;
}

export const usePanel = create<PanelState>((set) => ({
  tab: 'Check',
  checkId: null,
  settingsSection: null,
  setTab: (tab) => set({ tab }),
  openCheck: (checkId) => set({ tab: 'Check', checkId }),
  openSettings: (section) => set({ tab: 'Settings', settingsSection: section }),
}));
