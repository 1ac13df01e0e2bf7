// Starts the platform. Production (default): the built server in build/server.
// Development (--dev): Vite in middleware mode with hot reload, the same Hono app behind it.
import http from "node:http";

if (process.argv.includes("--dev")) {
  process.env.NODE_ENV ??= "development";
  const { createServer } = await import("vite");
  const { getRequestListener } = await import("@hono/node-server");
  // Each dev server gets its own hot-reload port, so that several can run side by side.
  const port = Number(process.env.PORT ?? 3000);
  const vite = await createServer({ server: { middlewareMode: true, hmr: { port: port + 20000 } }, appType: "custom" });
  const mod = await vite.ssrLoadModule("./server/app.ts");
  const env = mod.parseEnv();
  const platform = await mod.bootPlatform(env);
  mod.allowDownloadsFrom(platform.storage.downloadOrigin);
  const app = mod.createHttpApp(() => vite.ssrLoadModule("virtual:react-router/server-build"), "development");
  const listener = getRequestListener(app.fetch);
  http
    .createServer((req, res) => vite.middlewares(req, res, () => listener(req, res)))
    .listen(env.PORT, env.HOST, () => console.log(`Development server on http://localhost:${env.PORT}`));
} else {
  process.env.NODE_ENV ??= "production";
  // WEB_CONCURRENCY=N on PostgreSQL: this process forks N server processes (server-cluster.mjs).
  const { default: cluster } = await import("node:cluster");
  const { serverProcesses, runCluster, ServerProcessesError } = await import("./server-cluster.mjs");
  let processes = 1;
  if (cluster.isPrimary) {
    try {
      const asked = serverProcesses(process.env);
      if (asked.notice) console.warn(asked.notice);
      processes = asked.processes;
    } catch (e) {
      if (!(e instanceof ServerProcessesError)) throw e;
      console.error(`\n${e.message}\n`);
      process.exit(1);
    }
  }
  if (processes > 1) {
    await runCluster(processes);
  } else {
    const { startProductionServer } = await import("./build/server/index.js");
    await startProductionServer();
  }
}
