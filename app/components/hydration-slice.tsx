import { Suspense, type ReactNode } from "react";

/**
 * Rows of a dashboard list in one slice at most (InGroups): the 10 rows of a table, with their
 * buttons and menus, are a few milliseconds of hydration on a phone.
 */
export const HYDRATION_SLICE_ROWS = 10;

/**
 * Cards of a dashboard grid in one slice at most (InGroups): an issue's or a conference's card, with
 * its cover, counts, links and menu, is two or three rows' hydration.
 */
export const HYDRATION_SLICE_CARDS = 4;

/**
 * Its children in a Suspense boundary of their own (nothing in them suspends, so the fallback is
 * never shown): on the server only the boundary's comments, `<!--$-->` and `<!--/$-->`. In the
 * browser a part the page's hydration reaches once a task has had its time is hydrated in a later
 * task (app/lib/preact/slices.ts), as React hydrated each boundary apart: the hydration of a long
 * page comes in short tasks (ADR 087). The browser can put off only a boundary's one component,
 * hence `Content`; the children should start with an element, not with another boundary.
 */
export function HydrationSlice({ children }: { children: ReactNode }) {
  return (
    <Suspense fallback={null}>
      <Content>{children}</Content>
    </Suspense>
  );
}

function Content({ children }: { children: ReactNode }) {
  return children;
}
