import { useEffect, type RefObject } from "react";
import { useLocation } from "react-router";

/**
 * Makes a <details> menu behave like a menu once scripts run: it closes on navigation, on a
 * click or tap outside, on a click on one of its links and on Escape (focus returns to its summary).
 * Without scripts the <details> element still opens and closes natively.
 */
export function useDetailsDismiss(ref: RefObject<HTMLDetailsElement | null>) {
  const location = useLocation();

  useEffect(() => {
    if (ref.current) ref.current.open = false;
  }, [ref, location.pathname, location.search]);

  useEffect(() => {
    const onPointerDown = (event: PointerEvent) => {
      const details = ref.current;
      if (details?.open && !details.contains(event.target as Node)) details.open = false;
    };
    const onKeyDown = (event: KeyboardEvent) => {
      const details = ref.current;
      if (event.key !== "Escape" || !details?.open) return;
      details.open = false;
      details.querySelector<HTMLElement>(":scope > summary")?.focus();
    };
    const onClick = (event: MouseEvent) => {
      const details = ref.current;
      if (details?.open && (event.target as Element).closest("a")) details.open = false;
    };
    const details = ref.current;
    document.addEventListener("pointerdown", onPointerDown);
    document.addEventListener("keydown", onKeyDown);
    details?.addEventListener("click", onClick);
    return () => {
      document.removeEventListener("pointerdown", onPointerDown);
      document.removeEventListener("keydown", onKeyDown);
      details?.removeEventListener("click", onClick);
    };
  }, [ref]);
}
