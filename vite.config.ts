import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { precompressAssets } from "./scripts/precompress-plugin";

// The SSR build bundles the Hono server together with the route modules, so the server and the
// loaders share one module graph (one database client, one storage driver).
export default defineConfig({
  environments: {
    ssr: { build: { rollupOptions: { input: "./server/app.ts" } } },
  },
  server: { watch: { ignored: ["**/data/**", "**/bench/out/**", "**/test-results/**"] } },
  plugins: [tailwindcss(), reactRouter(), precompressAssets()],
});
