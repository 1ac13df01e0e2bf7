// lucide-react is patched (patches/lucide-react+1.75.0.patch, ADR 042): an icon rendered with the
// same props reuses the svg it built the first time, and renders exactly as before.
import { Copy, createLucideIcon, type LucideIconData, X } from "lucide-react";
import { createElement, type ReactElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";

// An icon whose paths count how often they are read: each build of its svg reads them.
let builds = 0;
const Counted = createLucideIcon({
  name: "counted",
  aliases: [],
  size: 24,
  get node() {
    builds++;
    return [["path", { d: "M1 1h22", key: "p1" }]];
  },
} as unknown as LucideIconData);
const markupOf = (element: ReactElement) => renderToStaticMarkup(element);

describe("lucide icons, built once per icon and props", () => {
  it("builds an icon once for the same props, again for other props", () => {
    builds = 0;
    const first = markupOf(<Counted className="h-4 w-4" />);
    expect(markupOf(<Counted className="h-4 w-4" />)).toBe(first);
    expect(builds).toBe(1);
    expect(markupOf(<Counted className="h-5 w-5" />)).toContain('class="lucide lucide-counted h-5 w-5"');
    expect(builds).toBe(2);
  });

  it("builds anew an icon with children or with props that are not plain values", () => {
    builds = 0;
    const onClick = () => {};
    markupOf(<Counted onClick={onClick} />);
    markupOf(<Counted onClick={onClick} />);
    markupOf(<Counted>{createElement("title", null, "Line")}</Counted>);
    markupOf(<Counted>{createElement("title", null, "Line")}</Counted>);
    expect(builds).toBe(4);
  });

  it("renders each icon with its own props, whatever was rendered before", () => {
    const markup = () =>
      renderToStaticMarkup(
        <div>
          <X className="h-4 w-4" />
          <X className="h-4 w-4" data-n={1} />
          <X className="h-4 w-4" data-n="1" />
          <Copy className="h-4 w-4" aria-label="Copy" />
          <Copy size={16} strokeWidth={1.5} />
          <X className="h-4 w-4">
            <title>Close</title>
          </X>
        </div>,
      );
    const once = markup();
    expect(markup()).toBe(once);
    expect(once).toContain('class="lucide lucide-x h-4 w-4" aria-hidden="true"><path d="M18 6 6 18"></path>');
    expect(once).toContain('aria-hidden="true" data-n="1"><path');
    expect(once).toContain('class="lucide lucide-copy h-4 w-4" aria-label="Copy"><rect');
    expect(once).toContain(
      'width="16" height="16" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="1.5"',
    );
    expect(once).toContain('<path d="m6 6 12 12"></path><title>Close</title></svg>');
  });
});
