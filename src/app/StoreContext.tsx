import { createContext, useContext, type ReactNode } from 'react';
import type { RootStore } from '../stores/RootStore';

const StoreContext = createContext<RootStore | null>(null);

export function StoreProvider({ root, children }: { root: RootStore; children: ReactNode }) {
  return <StoreContext.Provider value={root}>{children}</StoreContext.Provider>;
}

/** The root store; components read the domain stores they need from it. */
export function useStores(): RootStore {
  const root = useContext(StoreContext);
  if (!root) throw new Error('useStores outside <StoreProvider>');
  return root;
}
