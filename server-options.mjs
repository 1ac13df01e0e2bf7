// How the production server is started: `npm start` runs `MALLOC_ARENA_MAX=2 node
// --max-semi-space-size=8 server.mjs` (package.json, kept equal to these by
// server/server-options.test.ts), and every script that starts the built server as production runs
// it (benchmarks, the end-to-end servers) uses these too. With the modules loaded on first use
// (ADR 033), they keep an OAI-PMH harvest of a million records under 200 MB RSS, with page
// throughput unchanged within the measurement's noise (docs/benchmarks.md).

// V8 sizes its young generation from the machine's memory (up to 3 × 32 MB on a large one), and a
// server that allocates steadily grows it to the full size and keeps it. 4 MB would save another
// 12 MB but cost cache hits about 5% of their throughput.
export const SERVER_NODE_OPTIONS = ["--max-semi-space-size=8"];

// glibc gives each thread that allocates (the compiler's and the thread pool's, which compresses
// answers) an arena of its own and keeps the freed memory of each; two arenas keep that bounded.
// Other C libraries ignore the variable.
export const SERVER_ENV = { MALLOC_ARENA_MAX: "2" };
