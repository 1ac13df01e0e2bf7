import { lazy, type ComponentType, type LazyExoticComponent } from "react";

/**
 * React.lazy for what opens on a click (a dialog, a menu): its module is not in the page's first
 * visit; `preload()` (on the opener's pointer-enter or focus) fetches it before the click, so that
 * the click rarely waits. Render it inside a Suspense boundary. A failed fetch is tried again on
 * the next preload or render. (docs/decisions/075)
 */
export type LazyWithPreload<P> = LazyExoticComponent<ComponentType<P>> & { preload: () => void };

export function lazyWithPreload<P extends object>(load: () => Promise<ComponentType<P>>): LazyWithPreload<P> {
  let loading: Promise<ComponentType<P>> | undefined;
  const get = () => {
    loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    });
    return loading;
  };
  const Lazy = lazy(() => get().then((component) => ({ default: component })));
  return Object.assign(Lazy, { preload: () => void get().catch(() => {}) });
}
