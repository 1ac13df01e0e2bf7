import type { ReactNode } from "react";
import { HydrationSlice } from "./hydration-slice";

/** Items per group: an issue's article row is about 120 of React's chunks, a group about 5,000. */
export const GROUP_SIZE = 40;

/**
 * A long list's items, rendered in groups of `size`, each in a Suspense boundary of its own
 * (nothing in them suspends). On the server React keeps what a boundary renders in one array until
 * the page is written: a 300-article issue in one array was 36,000 chunks, an array V8 makes a
 * large object, on fresh memory pages each time it grows (about 250 page faults per render). In
 * groups the arrays stay small and the rendered issue page served 30% more pages a second
 * (ADR 047). A list of one group is rendered as it is; each group of a longer one adds `<!--$-->`
 * and `<!--/$-->` to the HTML, which the browser's DOM and hydration expect, and the browser may
 * hydrate it in a task of its own (HydrationSlice).
 */
export function InGroups<T>({
  items,
  size = GROUP_SIZE,
  children,
}: {
  items: readonly T[];
  size?: number;
  children: (item: T, index: number) => ReactNode;
}) {
  if (items.length <= size) return items.map((item, i) => children(item, i));
  const groups: ReactNode[] = [];
  for (let start = 0; start < items.length; start += size) {
    groups.push(
      <HydrationSlice key={start}>
        {items.slice(start, start + size).map((item, i) => children(item, start + i))}
      </HydrationSlice>,
    );
  }
  return groups;
}
