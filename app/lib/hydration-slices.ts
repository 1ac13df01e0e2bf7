// The parts of the page whose hydration waits for a later task. In the browser, Preact hydrates the
// page in slices (app/lib/preact/slices.ts): a Suspense boundary's content met once a slice has had
// its time is hydrated in a task of its own. What must wait for the whole page (markHydrated) asks
// here. On the server, and wherever nothing reports (React), nothing waits.

let waiting = 0;
let done: (() => void)[] = [];

/** A part's hydration was put off (called by the browser's renderer). */
export function hydrationPutOff(): void {
  waiting++;
}

/** A part put off has hydrated, or is gone (called by the browser's renderer). */
export function hydrationCaughtUp(): void {
  if (waiting > 0 && --waiting === 0) {
    const then = done;
    done = [];
    for (const run of then) run();
  }
}

/** Runs `then` once no part of the page waits to be hydrated: at once when none does. */
export function whenAllHydrated(then: () => void): void {
  if (waiting === 0) then();
  else done.push(then);
}
