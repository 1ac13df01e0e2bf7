import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";
import { isAbortRejection } from "~/lib/abort-rejection";
import { cn } from "~/lib/utils";

// The router cancels a data request that a newer one supersedes (a second save while the list is
// still reloading). When the cancelled response was already streaming, the router's decoder leaves
// a promise rejected with the abort and nobody awaiting it; a cancellation we asked for is not an
// error, so it is not reported as one. Every other unhandled rejection still is.
window.addEventListener("unhandledrejection", (event) => {
  if (isAbortRejection(event.reason)) event.preventDefault();
});

// tailwind-merge builds its table of Tailwind's classes on its first call (8 ms here, four times
// that on Lighthouse's phone), which fell in whichever slice of hydration first merged classes
// (ADR 087): built in a task of its own before hydration starts, a message being the next task.
const warmUp = new MessageChannel();
warmUp.port1.onmessage = () => {
  cn("p-0", "p-1");
  warmUp.port1.close();
};
warmUp.port2.postMessage(null);

startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <HydratedRouter />
    </StrictMode>,
  );
});
