// The production build draws every lucide-react icon from one sprite file (ADR 077,
// scripts/icon-sprite-plugin.ts): the sprite holds exactly the icons the application imports.
import path from "node:path";
import * as lucide from "lucide-react";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { buildIconSprite, iconNamesIn } from "../scripts/icon-sprite-plugin";

const icons = lucide as unknown as Record<string, unknown>;

describe("the icon sprite", () => {
  const names = iconNamesIn(path.resolve(import.meta.dirname, "../app"));

  it("lists the icons the application imports, without types or what only tests import", () => {
    expect(names).toEqual(expect.arrayContaining(["ChevronDown", "ArrowRight", "X"]));
    expect(names).not.toContain("LucideIcon");
    expect(names).not.toContain("createLucideIcon");
    // Each is one of lucide-react's icons.
    expect(names.every((n) => typeof icons[n] === "object" || typeof icons[n] === "function")).toBe(true);
  });

  it("draws each icon as lucide-react does, once per drawing, without a stroke width of its own", () => {
    const sprite = buildIconSprite(icons, ["ChevronDown", "TriangleAlert", "AlertTriangle", "Trash2"]);
    expect(sprite.url).toMatch(/^\/assets\/icons-[A-Za-z0-9]{10}\.svg$/);
    expect(sprite.ids.get("ChevronDown")).toBe("chevron-down");
    expect(sprite.ids.get("Trash2")).toBe("trash-2");
    // An alias draws the same and shares its symbol.
    expect(sprite.ids.get("AlertTriangle")).toBe(sprite.ids.get("TriangleAlert"));
    expect(sprite.svg.match(/<symbol /g)).toHaveLength(3);
    const inline = renderToStaticMarkup(createElement(lucide.ChevronDown));
    const shapes = /^<svg[^>]*>(.*)<\/svg>$/.exec(inline)?.[1] ?? "";
    expect(shapes).toContain("<path");
    expect(sprite.svg).toContain(
      `<symbol id="chevron-down" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-linecap="round" stroke-linejoin="round">${shapes}</symbol>`,
    );
    expect(sprite.svg).not.toContain("stroke-width");
  });

  it("is named by what it holds", () => {
    const one = buildIconSprite(icons, ["ChevronDown"]);
    expect(buildIconSprite(icons, ["ChevronDown"]).url).toBe(one.url);
    expect(buildIconSprite(icons, ["ChevronDown", "X"]).url).not.toBe(one.url);
  });

  it("refuses a name that is not one of lucide-react's icons", () => {
    expect(() => buildIconSprite(icons, ["NoSuchIcon"])).toThrow("lucide-react has no icon named NoSuchIcon");
  });
});
