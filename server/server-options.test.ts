import fs from "node:fs";
import { describe, expect, it } from "vitest";
import { SERVER_ENV, SERVER_NODE_OPTIONS } from "../server-options.mjs";

describe("server options", () => {
  it("are the environment and options `npm start` runs the server with", () => {
    const pkg = JSON.parse(fs.readFileSync("package.json", "utf8")) as { scripts: { start: string } };
    const env = Object.entries(SERVER_ENV).map(([name, value]) => `${name}=${value}`);
    expect(pkg.scripts.start).toBe(
      `react-router build && ${env.join(" ")} node ${SERVER_NODE_OPTIONS.join(" ")} server.mjs`,
    );
  });
});
