import { availableParallelism } from "node:os";
import { defineConfig } from "vitest/config";

// Unit and integration tests run on PGlite in memory, or on PostgreSQL when TEST_DATABASE_URL is set.
export default defineConfig({
  // `~/…` and `~tests/…` as in tsconfig.json (vite.config.ts reads them the same way).
  resolve: { tsconfigPaths: true },
  test: {
    include: [
      "app/**/*.test.{ts,tsx}",
      "server/**/*.test.ts",
      "tests/integration/**/*.test.ts",
      "tests/security/**/*.test.ts",
    ],
    environment: "node",
    pool: "forks",
    // Vitest's default leaves a core idle (one worker on the two-core CI machines); the integration
    // tests spend much of their time waiting on the database, so every core takes a file.
    maxWorkers: Math.max(2, availableParallelism()),
    // A worker keeps its modules from one test file to the next instead of starting a new process
    // per file: the app's modules are imported, and PGlite's WebAssembly and migrated image made,
    // once per worker rather than once per file (Vitest on PGlite: 999 s isolated, 455 s not).
    // Files still run one at a time in a worker and each boots its own platform on a fresh database.
    isolate: false,
    testTimeout: 30_000,
    hookTimeout: 120_000,
    env: { NODE_ENV: "test", LOG_LEVEL: "silent" },
    // The sandbox's child, built once for the run (ADR 080).
    globalSetup: ["tests/setup/file-reader-build.ts"],
    // On PostgreSQL: no two statements at once on one connection (a transaction's). Uploads read by
    // the child built for the run.
    setupFiles: ["tests/setup/one-statement-per-connection.ts", "tests/setup/built-file-reader.ts"],
  },
});
