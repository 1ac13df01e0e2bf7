import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { createElement, type ComponentType } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import type { Plugin } from "vite";

const VIRTUAL_ID = "\0scholarly-press:lucide-sprite";
/** Named imports from lucide-react, with or without `type` before a name. */
const LUCIDE_IMPORT = /import\s+(?:type\s+)?\{([^}]*)\}\s*from\s*["']lucide-react["']/g;
/** What lucide-react exports besides its icons (types, helpers): never drawn. */
const NOT_ICONS = new Set(["LucideIcon", "LucideProps", "LucideIconData", "IconNode", "createLucideIcon", "Icon"]);

export type IconSprite = {
  /** The sprite's URL, named by its content: `/assets/icons-<hash>.svg`. */
  url: string;
  /** The sprite file: one `<symbol>` per distinct drawing. */
  svg: string;
  /** lucide-react's export name of every icon in use → its symbol's id. */
  ids: Map<string, string>;
};

/** The names of every icon the application imports from lucide-react (tests left out). */
export function iconNamesIn(dir: string): string[] {
  const names = new Set<string>();
  for (const file of fs.readdirSync(dir, { recursive: true, encoding: "utf8" })) {
    if (!/\.tsx?$/.test(file) || /\.test\.tsx?$/.test(file)) continue;
    for (const match of fs.readFileSync(path.join(dir, file), "utf8").matchAll(LUCIDE_IMPORT)) {
      if (/^import\s+type\b/.test(match[0])) continue;
      for (const specifier of (match[1] ?? "").split(",")) {
        const name =
          specifier
            .trim()
            .split(/\s+as\s+/)[0]
            ?.trim() ?? "";
        if (name && !name.startsWith("type ") && !NOT_ICONS.has(name)) names.add(name);
      }
    }
  }
  return [...names].sort();
}

/**
 * The sprite of the given icons, drawn by lucide-react itself: each symbol holds the icon's shapes
 * with Lucide's drawing attributes, except the stroke width, which the page's CSS gives (so that a
 * `strokeWidth` prop can still change it). Icons that draw the same (Lucide's aliases) share one.
 */
export function buildIconSprite(lucide: Record<string, unknown>, names: readonly string[]): IconSprite {
  const ids = new Map<string, string>();
  const symbols = new Map<string, string>();
  for (const name of names) {
    const component = lucide[name];
    if (!component) throw new Error(`lucide-react has no icon named ${name}`);
    const markup = renderToStaticMarkup(createElement(component as ComponentType));
    const shapes = /^<svg[^>]*>([\s\S]*)<\/svg>$/.exec(markup)?.[1];
    if (!shapes) throw new Error(`${name} from lucide-react did not draw an svg`);
    let id = [...symbols].find(([, s]) => s === shapes)?.[0];
    if (!id) {
      id = name
        .replace(/([a-z0-9])([A-Z])/g, "$1-$2")
        .replace(/([a-zA-Z])([0-9])/g, "$1-$2")
        .toLowerCase();
      symbols.set(id, shapes);
    }
    ids.set(name, id);
  }
  const body = [...symbols]
    .map(
      ([id, shapes]) =>
        `<symbol id="${id}" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-linecap="round" stroke-linejoin="round">${shapes}</symbol>`,
    )
    .join("");
  const svg = `<svg xmlns="http://www.w3.org/2000/svg">${body}</svg>`;
  const hash = crypto.createHash("sha256").update(svg).digest("base64url").slice(0, 10).replace(/[-_]/g, "0");
  return { url: `/assets/icons-${hash}.svg`, svg, ids };
}

/**
 * In the production build, every `lucide-react` icon is drawn by reference to one sprite file
 * (ADR 077): `<svg class="lucide …"><use href="/assets/icons-<hash>.svg#name"/></svg>`, about 130
 * bytes of markup instead of 300-1,000, and a few hundred bytes of JavaScript instead of each
 * icon's path data. The client and server builds scan the same sources, so both name the same
 * file; the client build writes it (and precompressAssets its compressed copies). The development
 * server and the tests keep lucide-react's inline icons.
 */
export function lucideSprite({ appDir, iconModule }: { appDir: string; iconModule: string }): Plugin {
  let sprite: IconSprite | undefined;
  return {
    name: "scholarly-press:lucide-sprite",
    apply: "build",
    // Before Vite's own resolver, which would find the package.
    enforce: "pre",
    async buildStart() {
      if (sprite) return;
      const lucide = (await import("lucide-react")) as unknown as Record<string, unknown>;
      sprite = buildIconSprite(lucide, iconNamesIn(appDir));
    },
    resolveId(id) {
      return id === "lucide-react" ? VIRTUAL_ID : null;
    },
    load(id) {
      if (id !== VIRTUAL_ID || !sprite) return null;
      const { url, ids } = sprite;
      return [
        `import { spriteIcon } from ${JSON.stringify(iconModule)};`,
        ...[...ids].map(
          ([name, symbol]) =>
            `export const ${name} = /* @__PURE__ */ spriteIcon(${JSON.stringify(`${url}#${symbol}`)});`,
        ),
      ].join("\n");
    },
    generateBundle() {
      if (this.environment.name !== "client" || !sprite) return;
      this.emitFile({ type: "asset", fileName: sprite.url.slice(1), source: sprite.svg });
    },
  };
}
