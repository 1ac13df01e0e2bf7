import { lazy, type ComponentType } from "react";

/**
 * A part of a page that is not its first screen (a tab after the first, a settings panel), whose
 * code the browser loads apart from the page's (ADR 076), inside the page's Suspense boundary:
 *
 *   const FilesTab = lazyPart(() => import("~/modules/submission-files/components/files-tab").then((m) => m.FilesTab));
 *
 * In the browser it is `React.lazy`. On the server the module is imported when the route module
 * is, and the part renders at once: a `React.lazy` suspends on its first render in a process, so a
 * page opened on that tab (`?tab=files`) was streamed as a pending boundary with the tab in a
 * hidden copy and a script to reveal it, and a page that hydrated before the script ran held the
 * tab twice for a moment (ADR 076's addendum). Hydration does not care which component wrote the
 * HTML: the browser's lazy part keeps the server's HTML until its code has come.
 */
export function lazyPart<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  const Lazy = lazy(async () => ({ default: await load() }));
  if (!import.meta.env.SSR) return Lazy;
  let Loaded: ComponentType<P> | undefined;
  load().then(
    (component) => {
      Loaded = component;
    },
    // The lazy part, rendered while Loaded is unset, loads again and shows its error there.
    () => {},
  );
  function ServerPart(props: P) {
    return Loaded ? <Loaded {...props} /> : <Lazy {...props} />;
  }
  return ServerPart;
}
