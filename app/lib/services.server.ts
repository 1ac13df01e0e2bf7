import type { Database, Db } from "~/db/client.server";
import type { Env } from "./env.server";
import type { Storage, UrlSigner } from "./storage.server";

export type Services = {
  env: Env;
  database: Database;
  storage: Storage;
  signer: UrlSigner;
  secret: string;
};

// Kept on globalThis so that dev-server module reloads keep using the one open database.
const KEY = Symbol.for("scholarly-press.services");
type Holder = { [KEY]?: Services };

export function setServices(services: Services | undefined): void {
  (globalThis as Holder)[KEY] = services;
}

export function services(): Services {
  const s = (globalThis as Holder)[KEY];
  if (!s) throw new Error("The platform has not been started (services are not set)");
  return s;
}

export function db(): Db {
  return services().database.db;
}
