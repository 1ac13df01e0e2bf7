import { useEffect, useState, type ComponentProps, type ComponentType } from "react";
import type { Toaster as SonnerToaster, toast as sonnerToast } from "sonner";

// Toasts (sonner) answer what someone did, never the first screen: the library is fetched after the
// page has hydrated and is idle, or at the first toast, and not with the page's scripts (issue 43:
// 9 KB gzipped off every application page's first visit). A toast asked for before the toaster is
// on the page waits for it: sonner drops what it is given before its toaster subscribes.

type ToasterProps = ComponentProps<typeof SonnerToaster>;
type Message = Parameters<typeof sonnerToast>[0];
type Options = Parameters<typeof sonnerToast>[1];

let mountToaster: (() => void) | null = null;
let toasterReady: Promise<typeof sonnerToast> | null = null;
let markReady: ((show: typeof sonnerToast) => void) | null = null;

function ready(): Promise<typeof sonnerToast> {
  if (!toasterReady) {
    toasterReady = new Promise((resolve) => (markReady = resolve));
  }
  mountToaster?.();
  return toasterReady;
}

function show(kind: "success" | "error" | null, message: Message, options?: Options): void {
  void ready().then((t) => (kind ? t[kind](message, options) : t(message, options)));
}

/** sonner's `toast`, `toast.success` and `toast.error`, shown once the toaster is on the page. */
export const toast = Object.assign((message: Message, options?: Options) => show(null, message, options), {
  success: (message: Message, options?: Options) => show("success", message, options),
  error: (message: Message, options?: Options) => show("error", message, options),
});

function announce(loaded: typeof sonnerToast): void {
  if (markReady) markReady(loaded);
  else toasterReady ??= Promise.resolve(loaded);
}

/** Runs after the toaster's own effects (siblings' effects run in order): it has subscribed. */
function Subscribed({ loaded }: { loaded: typeof sonnerToast }) {
  useEffect(() => announce(loaded), [loaded]);
  return null;
}

/** The toaster, rendered once sonner is loaded: after hydration when the browser is idle, or at the first toast. */
export function Toaster(props: ToasterProps) {
  const [loaded, setLoaded] = useState<{ Toaster: ComponentType<ToasterProps>; toast: typeof sonnerToast } | null>(
    null,
  );
  useEffect(() => {
    let started = false;
    const load = () => {
      if (started) return;
      started = true;
      void import("sonner").then((m) => setLoaded({ Toaster: m.Toaster, toast: m.toast }));
    };
    mountToaster = load;
    if (toasterReady) load();
    const idle = window.requestIdleCallback?.(load, { timeout: 5_000 }) ?? window.setTimeout(load, 2_000);
    return () => {
      mountToaster = null;
      if (window.cancelIdleCallback) window.cancelIdleCallback(idle);
      else window.clearTimeout(idle);
    };
  }, []);
  if (!loaded) return null;
  const { Toaster: Loaded, toast: loadedToast } = loaded;
  return (
    <>
      <Loaded {...props} />
      <Subscribed loaded={loadedToast} />
    </>
  );
}
