import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { cn } from "~/lib/utils";
import { Button, buttonVariants } from "./button";

describe("Button", () => {
  it("has the classes of its variant, size and own classes, merged, on every render", () => {
    const cases = [
      {},
      { variant: "outline", size: "sm" },
      { variant: "outline", size: "sm", className: "w-full" },
      { variant: "light", className: "mt-2 w-full" },
      { variant: "ghost", size: "icon", className: "h-12" },
    ] as const;
    for (const props of cases) {
      const expected = cn(buttonVariants(props));
      for (let render = 0; render < 2; render++) {
        const html = renderToStaticMarkup(<Button {...props}>Go</Button>);
        expect(html).toBe(`<button class="${expected.replaceAll("&", "&amp;")}">Go</button>`);
      }
    }
    // tailwind-merge lets the button's own height win over its size's.
    expect(renderToStaticMarkup(<Button size="icon" className="h-12" />)).not.toContain("h-10");
  });
});
