import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";
import { isAbortRejection } from "~/lib/abort-rejection";

// The router cancels a data request that a newer one supersedes (a second save while the list is
// still reloading). When the cancelled response was already streaming, the router's decoder leaves
// a promise rejected with the abort and nobody awaiting it; a cancellation we asked for is not an
// error, so it is not reported as one. Every other unhandled rejection still is.
window.addEventListener("unhandledrejection", (event) => {
  if (isAbortRejection(event.reason)) event.preventDefault();
});

startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <HydratedRouter />
    </StrictMode>,
  );
});
