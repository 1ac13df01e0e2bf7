import fs from "node:fs";
import path from "node:path";
import http from "node:http";
import { getRequestListener } from "@hono/node-server";
import type { ServerBuild } from "react-router";
import { bootPlatform, shutdownPlatform } from "~/lib/boot.server";
import { ConfigError, parseEnv } from "~/lib/env.server";
import { DataDirLockedError } from "~/db/data-dir-lock.server";
import { logger } from "~/lib/logger.server";
import { copyLocalFilesToS3 } from "~/lib/storage/copy-storage.server";
import { runOjsImportCli } from "~/modules/ojs-import/ojs-import.cli.server";
import { startArticlePageBefore } from "~/modules/articles/article-page-early.server";
import { cachedPagesFirst } from "./cache-hits";
import { createHttpApp } from "./http-app";
import { PageCache } from "./page-cache";
import { inTurn, RenderQueue } from "./render-queue";
import { builtFiles } from "./static-files";
import { allowDownloadsFrom } from "./security";

export {
  createHttpApp,
  bootPlatform,
  shutdownPlatform,
  parseEnv,
  allowDownloadsFrom,
  copyLocalFilesToS3,
  runOjsImportCli,
};

/** Starts the production server from the built client assets in build/client. */
export async function startProductionServer(): Promise<http.Server> {
  let env;
  try {
    env = parseEnv();
  } catch (e) {
    if (e instanceof ConfigError) exitWith(e.message);
    throw e;
  }
  // The routes' modules (React's renderer, the charts, ...) take about half a second to load: they
  // load while the database starts, not in the first reader's request.
  const loadBuild = () => import("virtual:react-router/server-build") as Promise<ServerBuild>;
  const build = loadBuild();
  let platform;
  try {
    platform = await bootPlatform(env);
  } catch (e) {
    if (e instanceof DataDirLockedError) exitWith(e.message);
    throw e;
  }
  // Presigned downloads come from the bucket's origin: the pages' scripts may fetch them.
  allowDownloadsFrom(platform.storage.downloadOrigin);

  const clientDir = path.resolve("build/client");
  if (!fs.existsSync(clientDir)) exitWith(`Built client assets not found in ${clientDir}: run "npm run build" first.`);
  await build;
  const pageCache = new PageCache();
  const renders = new RenderQueue();
  const app = createHttpApp(loadBuild, "production", { clientDir, pageCache, renders });

  // Node cuts a request off after 300 s by default: too short for a 50 MB manuscript on a slow
  // connection (about 1.4 Mbit/s). Headers must still arrive within Node's 60 s headersTimeout.
  // An idle kept-alive connection is closed after 65 s, not Node's 5 s: a client (a browser, a
  // proxy, a load balancer) that reuses it just as the server closes it gets a reset request.
  const serverOptions = { requestTimeout: UPLOAD_REQUEST_TIMEOUT_MS, keepAliveTimeout: 65_000 };
  const application = getRequestListener(app.fetch);
  // An article page's statement starts as its turn comes: PostgreSQL answers it while the
  // middlewares, the routes and React Router run (ADR 092).
  const listener = inTurn(renders, builtFiles(clientDir), (req, res) => {
    startArticlePageBefore(req, req.method, req.url);
    return application(req, res);
  });
  const server = http.createServer(serverOptions, cachedPagesFirst(pageCache, listener));
  server.listen(env.PORT, env.HOST, () => {
    logger.info({ host: env.HOST, port: env.PORT, url: env.publicUrl }, "listening");
  });
  // Once: in cluster mode (ADR 073) a worker may get SIGINT from the terminal and SIGTERM from the
  // primary.
  let stopping: Promise<void> | undefined;
  const stop = () =>
    (stopping ??= (async () => {
      server.close();
      await shutdownPlatform(platform);
      process.exit(0);
    })());
  process.once("SIGINT", stop);
  process.once("SIGTERM", stop);
  return server;
}

/** Long enough for 50 MB at about 256 kbit/s. */
const UPLOAD_REQUEST_TIMEOUT_MS = 30 * 60 * 1000;

function exitWith(message: string): never {
  console.error(`\n${message}\n`);
  process.exit(1);
}
