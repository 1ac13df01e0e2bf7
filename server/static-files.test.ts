import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { builtFiles, publicFileNames } from "./static-files";

describe("publicFileNames", () => {
  it("lists the built files outside /assets/, without dot-directories or compressed copies", () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "static-files-"));
    for (const file of [
      "favicon.svg",
      "favicon.svg.br",
      "images/hero/slide-1.svg",
      "images/hero/slide-1.svg.gz",
      "assets/entry-abc123.js",
      ".vite/manifest.json",
    ]) {
      fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
      fs.writeFileSync(path.join(dir, file), "x");
    }
    expect([...publicFileNames(dir)].sort()).toEqual(["/favicon.svg", "/images/hero/slide-1.svg"]);
    expect(publicFileNames(path.join(dir, "missing")).size).toBe(0);
    // What the server's listener lets past the render queue: the built files, with or without a query.
    const built = builtFiles(dir);
    expect(["/assets/entry-abc123.js?v=2", "/favicon.svg", "/images/hero/slide-1.svg?x"].every(built)).toBe(true);
    expect(["/", "/journal/fjphs", "/favicon.svg.br", "/.vite/manifest.json", "/assetsx"].some(built)).toBe(false);
  });
});
