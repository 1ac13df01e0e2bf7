import path from "node:path";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig, type Plugin } from "vite";
import { lucideSprite } from "./scripts/icon-sprite-plugin";
import { precompressAssets } from "./scripts/precompress-plugin";
import { preactInTheBrowser } from "./scripts/preact-browser-plugin";
import { pureSchemas } from "./scripts/pure-schemas-plugin";

// The SSR build bundles the Hono server together with the route modules, so the server and the
// loaders share one module graph (one database client, one storage driver). The sandbox's child,
// which parses uploaded files (ADR 049), is a second entry: build/server/file-reader.js beside
// build/server/index.js, which server.mjs starts.
export default defineConfig({
  environments: {
    // The client build marks no function pure by name: `z` (ADR 071) also dropped every `z.push(…)`
    // in a dependency (d3-scale's log ticks), and pureSchemas (ADR 074) leaves unread schemas out.
    ssr: {
      build: {
        rollupOptions: {
          input: { index: "./server/app.ts", "file-reader": "./app/modules/file-reader/file-reader.child.server.ts" },
        },
      },
      // Bundled rather than loaded from node_modules at start-up. Their package.json files carry
      // exports maps of about 200 KB, which Node's loader reads again for each of their hundreds of
      // modules: the garbage grew the server's heap to about 180 MB, which V8 kept resident. With
      // them bundled, a server on PostgreSQL holds about 160 MB once ready instead of 300
      // (docs/benchmarks.md, OAI-PMH harvesting).
      resolve: { noExternal: ["date-fns", "drizzle-orm", "better-auth", /^@better-auth\//] },
    },
  },
  // `~/…` is app/ and `~tests/…` is tests/ (tsconfig.json paths): one import style outside a folder.
  resolve: { tsconfigPaths: true },
  server: { watch: { ignored: ["**/data/**", "**/bench/out/**", "**/test-results/**"] } },
  plugins: [
    // The browser runs on Preact, the server renders with React (ADR 087).
    preactInTheBrowser(),
    tailwindcss(),
    reactRouter(),
    pureSchemas(),
    // Every lucide-react icon drawn from one sprite file in the build (ADR 077).
    lucideSprite({ appDir: "app", iconModule: path.resolve("app/components/ui/sprite-icon.tsx") }),
    precompressAssets(),
    entriesNamedAsInput(),
  ],
});

/**
 * React Router names the server build's entry file index.js whatever its inputs (it would make the
 * second one index2.js): each entry is named for its input instead, so the child is file-reader.js.
 */
function entriesNamedAsInput(): Plugin {
  return {
    name: "entries-named-as-input",
    configEnvironment(name) {
      if (name !== "ssr") return;
      return { build: { rollupOptions: { output: { entryFileNames: "[name].js" } } } };
    },
  };
}
