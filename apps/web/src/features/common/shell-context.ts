import { createContext, useContext, useEffect, type ReactNode } from 'react';

export interface ShellApi {
  drawerOpen: boolean;
  setDrawerOpen: (open: boolean) => void;
  toggleDrawer: () => void;
  /** Content a screen puts in the top bar (survey-taker label, project label, View Query button...). */
  setTopBarContent: (node: ReactNode) => void;
}

export const ShellContext = createContext<ShellApi | null>(null);

/** The shell's drawer and top-bar controls, for screens rendered inside the shell. */
export function useShell(): ShellApi {
  const ctx = useContext(ShellContext);
  if (!ctx) throw new Error('useShell() outside the signed-in shell');
  return ctx;
}

/** Puts `node` in the top bar while the calling screen is mounted. */
export function useTopBarContent(node: ReactNode, deps: unknown[]) {
  const { setTopBarContent } = useShell();
  useEffect(() => {
    setTopBarContent(node);
    return () => setTopBarContent(null);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, deps);
}
