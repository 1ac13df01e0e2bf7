// The browser's "react": preact/compat, with what React 19 has and compat lacks or does otherwise.
import compat, { useCallback, useEffect, useLayoutEffect, useReducer, useRef } from "preact/compat";
import "./effects";
import { hydrating } from "./hydrating";

// @ts-expect-error compat's types say `export =`, which `export *` cannot name; the module is ESM.
export * from "preact/compat";

/**
 * React shows an optimistic state only while the transition that set it is pending. Preact has no
 * pending transitions (its startTransition runs the callback at once, and the state set in it is
 * rendered in the same batch), so the optimistic state would never be seen: the passed state is
 * the value, as React gives it when no transition is pending. React Router's RouterProvider calls
 * it on every render and sets it only with `useTransitions`, which HydratedRouter leaves off.
 */
export function useOptimistic<T>(passthrough: T): [T, (action: unknown) => void] {
  const addOptimistic = useCallback(() => {}, []);
  return [passthrough, addOptimistic];
}

interface Store<T> {
  value: T;
  getSnapshot: () => T;
}

/**
 * React's, as compat's but for when the server's snapshot is read: while the component is hydrated
 * (hydrating.ts), also where hydration resumes after a lazy part's code came. Preact keeps the
 * server's attributes when it hydrates, so a part hydrated with the browser's snapshot kept the
 * server's `disabled` for good. Compat reads it while a module variable holds the vnode being
 * hydrated, which a render that suspends during hydration (React Router's first render) leaves set:
 * every later render then read the server's snapshot, and a store whose snapshots differ
 * (`useHydrated()`: false on the server, true in the browser) re-rendered for ever.
 */
export function useSyncExternalStore<T>(
  subscribe: (onChange: () => void) => () => void,
  getSnapshot: () => T,
  getServerSnapshot?: () => T,
): T {
  const value = getServerSnapshot && hydrating() ? getServerSnapshot() : getSnapshot();
  const storeRef = useRef<Store<T>>({ value, getSnapshot });
  const [, rerender] = useReducer((n: number) => n + 1, 0);
  useLayoutEffect(() => {
    storeRef.current = { value, getSnapshot };
    if (changed(storeRef.current)) rerender(undefined);
  }, [subscribe, value, getSnapshot]);
  useEffect(() => {
    const check = () => {
      if (changed(storeRef.current)) rerender(undefined);
    };
    check();
    return subscribe(check);
  }, [subscribe]);
  return value;
}

function changed<T>(store: Store<T>) {
  try {
    return !Object.is(store.value, store.getSnapshot());
  } catch {
    return true;
  }
}

export default { ...compat, useOptimistic, useSyncExternalStore };
