import { useSyncExternalStore } from "react";

const subscribeNever = () => () => {};

/**
 * False during server rendering and hydration, true once scripts run: controls that need scripts
 * (dialogs, fetch calls) stay disabled until then instead of doing nothing when pressed.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribeNever,
    () => true,
    () => false,
  );
}
