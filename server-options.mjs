// How the production server is started: `npm start` runs `MALLOC_ARENA_MAX=2 node
// --max-semi-space-size=8 --no-allocation-site-pretenuring server.mjs` (package.json, kept equal to these by
// server/server-options.test.ts), and every script that starts the built server as production runs
// it (benchmarks, the end-to-end servers) uses these too. With the modules loaded on first use
// (ADR 033), they keep an OAI-PMH harvest of a million records under 200 MB RSS, with page
// throughput unchanged within the measurement's noise (docs/benchmarks.md).

// V8 sizes its young generation from the machine's memory (up to 3 × 32 MB on a large one), and a
// server that allocates steadily grows it to the full size and keeps it. 4 MB would save another
// 12 MB but cost cache hits about 5% of their throughput.
//
// V8 allocates objects straight in the old generation from the code that made many which lived
// long, and does not go back. A burst of slow renders (requests alive for hundreds of milliseconds)
// taught it that of Node's request and response objects: every later request's objects then went
// to the old generation, a full collection every few seconds and scavenges three times as long,
// and pages served from the cache lost about 6% of their throughput for good (ADR 044).
export const SERVER_NODE_OPTIONS = ["--max-semi-space-size=8", "--no-allocation-site-pretenuring"];

// glibc gives each thread that allocates (the compiler's and the thread pool's, which compresses
// answers) an arena of its own and keeps the freed memory of each; two arenas keep that bounded.
// Other C libraries ignore the variable.
export const SERVER_ENV = { MALLOC_ARENA_MAX: "2" };
