import { useEffect, useState } from "react";
import { toast } from "~/components/ui/toast";

/** What a reader is told when a part of the page's script could not be fetched. */
export const LAZY_MODULE_FAILED = "Part of this page could not be loaded. Reload the page to go on.";

/**
 * A module the page needs only once someone types or clicks (a form's zod checks), fetched after
 * the page is shown rather than with it (issue 43: the first visit's JavaScript). Null until it is
 * there, and on the server, so the first render is the same on both. `load` must be the same
 * function on every render (declare it at module level).
 */
export function useLazyModule<T>(load: () => Promise<T>): T | null {
  const [loaded, setLoaded] = useState<T | null>(null);
  useEffect(() => {
    let current = true;
    load().then(
      (module) => {
        if (current) setLoaded(() => module);
      },
      () => toast.error(LAZY_MODULE_FAILED),
    );
    return () => {
      current = false;
    };
  }, [load]);
  return loaded;
}
