// A preload for the built server (ADR 073): times every request that carries the bench's cookie
// (`bench=1`, the rendered pages of load.mjs) from its `request` event to `finish`, and splits the
// time into the main thread's time on the CPU and in the run queue (runnable, while another
// process had the CPU: /proc/self/task/<pid>/schedstat, Linux), GC pauses and the statements sent
// through the pool. SIGUSR2 prints the requests since the last report, and the ten slowest, to
// standard error. Not for production: it reads /proc twice per request.
//
//   node --import ./bench/render-timing.mjs server.mjs     # then, after a wrk run:
//   kill -USR2 <pid>
import fs from "node:fs";
import http from "node:http";
import { PerformanceObserver } from "node:perf_hooks";
import pg from "pg";

const schedstatFile = `/proc/self/task/${process.pid}/schedstat`;
/** [ms on the CPU, ms runnable in the run queue] of the main thread since it started. */
function schedstat() {
  try {
    const [onCpu, waiting] = fs.readFileSync(schedstatFile, "utf8").split(" ").map(Number);
    return [onCpu / 1e6, waiting / 1e6];
  } catch {
    return [NaN, NaN];
  }
}

let gcMs = 0;
new PerformanceObserver((list) => {
  for (const entry of list.getEntries()) gcMs += entry.duration;
}).observe({ entryTypes: ["gc"] });

// Statements: counted per request at one connection (at more, they mix).
let statements = 0;
let statementMs = 0;
const poolQuery = pg.Pool.prototype.query;
pg.Pool.prototype.query = function (...args) {
  const started = performance.now();
  const result = poolQuery.apply(this, args);
  const done = () => {
    statements += 1;
    statementMs += performance.now() - started;
  };
  if (result && typeof result.then === "function") result.then(done, done);
  return result;
};

const rows = [];
const createServer = http.createServer;
http.createServer = function (...args) {
  const server = createServer.apply(this, args);
  server.prependListener("request", (req, res) => {
    if (!req.headers.cookie?.includes("bench=1")) return;
    const started = performance.now();
    const [cpu0, wait0] = schedstat();
    const [gc0, st0, stMs0] = [gcMs, statements, statementMs];
    res.on("finish", () => {
      const [cpu1, wait1] = schedstat();
      rows.push({
        wall: performance.now() - started,
        cpu: cpu1 - cpu0,
        runQueue: wait1 - wait0,
        gc: gcMs - gc0,
        statements: statements - st0,
        statementMs: statementMs - stMs0,
      });
    });
  });
  return server;
};

process.on("SIGUSR2", () => {
  if (rows.length === 0) return;
  for (const r of rows) r.ownTime = r.wall - r.runQueue;
  const at = (key, q) => {
    const values = rows.map((r) => r[key]).sort((a, b) => a - b);
    return values[Math.floor(q * (values.length - 1))].toFixed(2);
  };
  const mean = (key) => (rows.reduce((sum, r) => sum + r[key], 0) / rows.length).toFixed(2);
  const lines = [
    `render-timing pid ${process.pid}: ${rows.length} requests; wall p50 ${at("wall", 0.5)} p99 ${at("wall", 0.99)} ms;` +
      ` wall minus run-queue wait p50 ${at("ownTime", 0.5)} p99 ${at("ownTime", 0.99)} ms;` +
      ` mean: on the CPU ${mean("cpu")}, run queue ${mean("runQueue")}, GC ${mean("gc")} ms,` +
      ` ${mean("statements")} statements taking ${mean("statementMs")} ms`,
    ...rows
      .slice()
      .sort((a, b) => b.wall - a.wall)
      .slice(0, 10)
      .map(
        (r) =>
          `  slow: wall ${r.wall.toFixed(1)}, on the CPU ${r.cpu.toFixed(1)}, run queue ${r.runQueue.toFixed(1)},` +
          ` GC ${r.gc.toFixed(1)}, ${r.statements} statements ${r.statementMs.toFixed(1)} ms`,
      ),
  ];
  console.error(lines.join("\n"));
  rows.length = 0;
});
