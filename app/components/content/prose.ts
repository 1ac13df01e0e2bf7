import { cn } from "~/lib/utils";

/**
 * Typography for long-form policy text. Direct-child selectors keep it from restyling the cards,
 * tables and lists that our own content components render inside a section. Links opt out of the
 * inline-link look with the `plain` class.
 */
export const proseClass = cn(
  "text-[15px] leading-7 text-slate-700 sm:text-base sm:leading-7",
  "[&>*+*]:mt-4",
  "[&>h3]:mt-8! [&>h3]:text-lg [&>h3]:font-semibold [&>h3]:leading-snug [&>h3]:text-slate-900",
  "[&>ul]:list-disc [&>ul]:space-y-2 [&>ul]:pl-5 [&>ul>li]:pl-1 [&>ul>li]:marker:text-slate-400",
  "[&>ol]:list-decimal [&>ol]:space-y-2 [&>ol]:pl-5 [&>ol>li]:pl-1 [&>ol>li]:marker:font-semibold [&>ol>li]:marker:text-slate-500",
  "[&_a:not(.plain)]:font-medium [&_a:not(.plain)]:text-blue-700 [&_a:not(.plain)]:underline [&_a:not(.plain)]:decoration-blue-300 [&_a:not(.plain)]:underline-offset-2 [&_a:not(.plain):hover]:decoration-blue-700",
  "[&_strong]:font-semibold [&_strong]:text-slate-900",
);
