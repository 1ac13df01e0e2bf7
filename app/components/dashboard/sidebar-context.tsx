import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from "react";
import { sidebarCookie, SIDEBAR_SHORTCUT_KEY } from "./sidebar-state";

type SidebarState = { open: boolean; setOpen: (open: boolean) => void; toggle: () => void };

const SidebarContext = createContext<SidebarState | null>(null);

/**
 * Holds whether the desktop sidebar is expanded (16rem) or collapsed to icons (3rem), starting from
 * the state the server read from the cookie; every change is written back to the cookie. Ctrl+B or
 * Cmd+B toggles it.
 */
export function SidebarProvider({ defaultOpen, children }: { defaultOpen: boolean; children: ReactNode }) {
  const [open, setOpenState] = useState(defaultOpen);
  const setOpen = useCallback((next: boolean) => {
    setOpenState(next);
    document.cookie = sidebarCookie(next);
  }, []);
  const toggle = useCallback(() => {
    setOpenState((current) => {
      document.cookie = sidebarCookie(!current);
      return !current;
    });
  }, []);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key.toLowerCase() !== SIDEBAR_SHORTCUT_KEY || !(event.metaKey || event.ctrlKey)) return;
      if (event.altKey || event.shiftKey) return;
      event.preventDefault();
      toggle();
    };
    window.addEventListener("keydown", onKeyDown);
    return () => window.removeEventListener("keydown", onKeyDown);
  }, [toggle]);

  const value = useMemo(() => ({ open, setOpen, toggle }), [open, setOpen, toggle]);
  return <SidebarContext.Provider value={value}>{children}</SidebarContext.Provider>;
}

export function useSidebar(): SidebarState {
  const state = useContext(SidebarContext);
  if (!state) throw new Error("useSidebar must be used inside <SidebarProvider>");
  return state;
}
