import { create } from 'zustand';

/** The node open in the Knowledge tab (also opened from a memory verdict's trace). */
export const useKnowledgeNode = create<{ nodeId: string | null; open(id: string | null): void }>((set) => ({
  nodeId: null,
  open: (nodeId) => set({ nodeId }),
}));
