// In the production build every lucide-react icon is a reference to the icon sprite (ADR 077;
// the sprite itself: server/icon-sprite.test.ts).
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { spriteIcon } from "./sprite-icon";

describe("an icon drawn from the sprite", () => {
  const Chevron = spriteIcon("/assets/icons-abc.svg#chevron-down");

  it("is a reference, hidden from assistive technology, with its classes", () => {
    expect(renderToStaticMarkup(<Chevron className="size-4" />)).toBe(
      '<svg aria-hidden="true" class="lucide size-4"><use href="/assets/icons-abc.svg#chevron-down"></use></svg>',
    );
  });

  it("keeps a label, an explicit aria-hidden and children, as lucide-react does", () => {
    expect(renderToStaticMarkup(<Chevron aria-label="More" />)).toBe(
      '<svg aria-label="More" class="lucide"><use href="/assets/icons-abc.svg#chevron-down"></use></svg>',
    );
    expect(renderToStaticMarkup(<Chevron aria-hidden />)).toContain('aria-hidden="true"');
    expect(renderToStaticMarkup(<Chevron>{<title>Open</title>}</Chevron>)).toBe(
      '<svg class="lucide"><title>Open</title><use href="/assets/icons-abc.svg#chevron-down"></use></svg>',
    );
  });

  it("turns size, stroke width and colour into a style, which the sprite's shapes inherit", () => {
    expect(renderToStaticMarkup(<Chevron size={16} strokeWidth={1.5} color="red" />)).toContain(
      'style="width:16px;height:16px;stroke-width:1.5;color:red"',
    );
    expect(renderToStaticMarkup(<Chevron size={48} strokeWidth={2} absoluteStrokeWidth />)).toContain("stroke-width:1");
  });
});
