import { startTransition, useEffect, useState } from "react";

let hydratedOnce = false;

/**
 * Like useHydrated (false on the server and while hydrating, then true), but the switch to true
 * after the first hydration is a transition: React makes it in short slices of work rather than
 * in one task, and does not force the Suspense boundaries below to hydrate at once, which is what
 * a long list's rows pay for (docs/decisions/075). Later mounts (a client navigation) are true at
 * once. Use it in a component that is hydrated with the page, not inside a deferred boundary:
 * there the first render could be true while the server's markup was false.
 */
export function useHydratedSoon(): boolean {
  const [hydrated, setHydrated] = useState(hydratedOnce);
  useEffect(() => {
    hydratedOnce = true;
    if (!hydrated) startTransition(() => setHydrated(true));
  }, [hydrated]);
  return hydrated;
}
