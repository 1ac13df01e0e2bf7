import path from "node:path";
import { openDatabase } from "../db/client.server";
import { ensureInitialData } from "../db/seed/initial-data.server";
import type { Env } from "./env.server";
import { logger } from "./logger.server";
import { loadOrCreateSecret } from "./secret.server";
import { setServices, type Services } from "./services.server";
import { LocalDiskStorage, UrlSigner } from "./storage.server";

/** Opens the database, applies migrations, creates first-start data and registers the services. */
export async function bootPlatform(env: Env, opts: { dataDirForDb?: string } = {}): Promise<Services> {
  const database = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: opts.dataDirForDb ?? env.dataDir });
  const secret = loadOrCreateSecret(env.dataDir);
  const services: Services = {
    env,
    database,
    storage: new LocalDiskStorage(path.join(env.dataDir, "files")),
    signer: new UrlSigner(secret),
    secret,
  };
  setServices(services);
  await ensureInitialData(services);
  logger.info({ database: database.kind, dataDir: env.dataDir }, "platform ready");
  return services;
}

export async function shutdownPlatform(services: Services): Promise<void> {
  setServices(undefined);
  await services.database.close();
}
