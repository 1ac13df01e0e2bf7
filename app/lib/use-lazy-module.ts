import { useEffect, useState } from "react";
import { toast } from "~/components/ui/toast";

/** What a reader is told when a part of the page's script could not be fetched. */
export const LAZY_MODULE_FAILED = "Part of this page could not be loaded. Reload the page to go on.";

/** What starts the fetch: the page shown (hydrated), or the reader's first key, tap or focus on it. */
export type LazyModuleStart = "shown" | "interaction";

const INTERACTIONS = ["pointerdown", "keydown", "focusin"] as const;

/**
 * A module the page needs only once someone types or clicks (a form's zod checks), fetched after
 * the page rather than with it (issue 43: the first visit's JavaScript). With "interaction" it is
 * not fetched at all for a reader who only looks. Null until it is there, and on the server, so the
 * first render is the same on both. `load` must be the same function on every render (declare it
 * at module level).
 */
export function useLazyModule<T>(load: () => Promise<T>, start: LazyModuleStart = "shown"): T | null {
  const [loaded, setLoaded] = useState<T | null>(null);
  useEffect(() => {
    let current = true;
    const fetchModule = () => {
      for (const type of INTERACTIONS) document.removeEventListener(type, fetchModule, true);
      load().then(
        (module) => {
          if (current) setLoaded(() => module);
        },
        () => toast.error(LAZY_MODULE_FAILED),
      );
    };
    if (start === "shown") fetchModule();
    else
      for (const type of INTERACTIONS) document.addEventListener(type, fetchModule, { capture: true, passive: true });
    return () => {
      current = false;
      for (const type of INTERACTIONS) document.removeEventListener(type, fetchModule, true);
    };
  }, [load, start]);
  return loaded;
}
