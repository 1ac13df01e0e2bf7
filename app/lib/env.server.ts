import path from "node:path";
import { z } from "zod";

const booleanFlag = z
  .enum(["true", "false", "1", "0", "yes", "no"], {
    error: "must be true or false",
  })
  .transform((v) => v === "true" || v === "1" || v === "yes");

const urlOf = (protocols: string[]) =>
  z
    .url({ error: `must be a URL (${protocols.join(", ")})` })
    .refine((v) => protocols.some((p) => v.startsWith(`${p}:`)), {
      error: `must start with ${protocols.map((p) => `${p}://`).join(" or ")}`,
    });

/** "address@example.org" or "Display Name <address@example.org>" (one line). */
function isMailbox(value: string): boolean {
  if (/[\r\n]/.test(value)) return false;
  const named = /^([^<>]*)<([^<>]+)>$/.exec(value);
  const address = (named ? named[2]! : value).trim();
  return z.email().safeParse(address).success;
}

const schema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  PORT: z.coerce
    .number({ error: "must be a port number" })
    .int()
    .min(0)
    .max(65535, { error: "must be a port number (0-65535)" })
    .default(3000),
  // The address to listen on: loopback by default, so that nothing is exposed until asked for
  // (set 0.0.0.0 or :: in a container or behind a proxy on another host).
  HOST: z
    .string()
    .trim()
    .regex(/^[0-9A-Za-z.:-]+$/, { error: "must be a host name or an IP address" })
    .default("127.0.0.1"),
  DATA_DIR: z.string().min(1).default("./data"),
  DATABASE_URL: urlOf(["postgres", "postgresql"]).optional(),
  // Whether the page queries are named statements on PostgreSQL, planned once per connection (ADR
  // 040). Off for a transaction-mode pooler that does not keep them (PgBouncer before 1.21).
  DATABASE_NAMED_STATEMENTS: booleanFlag.default(true),
  PUBLIC_URL: urlOf(["http", "https"]).optional(),
  SMTP_URL: urlOf(["smtp", "smtps"]).optional(),
  MAIL_FROM: z
    .string()
    .trim()
    .refine(isMailbox, { error: 'must be an e-mail address or "Name <address>"' })
    .default("Scholarly Press <no-reply@example.org>"),
  EDITORIAL_EMAIL: z.email({ error: "must be an e-mail address" }).default("editorial@example.org"),
  // The online payment provider's webhook secret (Razorpay-style signatures, ADR 064); unset: no online payments.
  RAZORPAY_WEBHOOK_SECRET: z.string().min(8, { error: "must be at least 8 characters" }).optional(),
  // The provider's API account for 'Pay online' (payment links); with the webhook secret, authors may pay online.
  RAZORPAY_KEY_ID: z.string().min(1).optional(),
  RAZORPAY_KEY_SECRET: z.string().min(1).optional(),
  RAZORPAY_API_URL: urlOf(["http", "https"]).default("https://api.razorpay.com"),
  ADMIN_EMAIL: z.email({ error: "must be an e-mail address" }).optional(),
  ADMIN_PASSWORD: z.string().min(6, { error: "must be at least 6 characters" }).optional(),
  DEMO_CONTENT: booleanFlag.optional(),
  // Crossref's systems (ADR 021); tests point both at a local fake.
  CROSSREF_TEST_URL: urlOf(["http", "https"]).default("https://test.crossref.org"),
  CROSSREF_PRODUCTION_URL: urlOf(["http", "https"]).default("https://doi.crossref.org"),
  // How long after a deposit its submission log is first read, then between reads while pending.
  CROSSREF_POLL_SECONDS: z.coerce
    .number({ error: "must be a number of seconds" })
    .int()
    .min(1)
    .max(86_400, { error: "must be at most 86400 (a day)" })
    .default(60),
  // Days added to the clock of the review reminders job (ADR 031): 0 in production; the end-to-end
  // test server is started with 1 to see an overdue reminder go out. Nothing else reads it.
  REVIEW_REMINDERS_CLOCK_OFFSET_DAYS: z.coerce
    .number({ error: "must be a whole number of days" })
    .int()
    .min(0)
    .max(366, { error: "must be at most 366 days" })
    .default(0),
  // The open citation APIs the External Citations dialog and the weekly refresh ask (ADR 026); the
  // tests point them at a local fake. Requests name the platform and EDITORIAL_EMAIL in their
  // User-Agent (Crossref's polite pool; NCBI's tool and email parameters).
  OPENCITATIONS_URL: urlOf(["http", "https"]).default("https://api.opencitations.net/index/v2"),
  CROSSREF_API_URL: urlOf(["http", "https"]).default("https://api.crossref.org"),
  SEMANTIC_SCHOLAR_URL: urlOf(["http", "https"]).default("https://api.semanticscholar.org/graph/v1"),
  PUBMED_EUTILS_URL: urlOf(["http", "https"]).default("https://eutils.ncbi.nlm.nih.gov/entrez/eutils"),
  // An NCBI API key, if the installation has one: PubMed then allows 10 requests a second, not 3.
  NCBI_API_KEY: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9]{10,100}$/, { error: "must be an NCBI API key (letters and digits)" })
    .optional(),
  // The contact assistant's optional language model: an OpenAI-compatible API (its base URL, with
  // /chat/completions below it), its key and the model's name. Without a URL the assistant answers
  // with the passages of the site's pages themselves.
  ASSISTANT_MODEL_URL: urlOf(["http", "https"]).optional(),
  ASSISTANT_MODEL_KEY: z.string().trim().min(1).optional(),
  ASSISTANT_MODEL: z
    .string()
    .trim()
    .regex(/^[\w.:/@-]{1,200}$/, { error: "must be a model name" })
    .optional(),
  // SEO analytics (ADR 028): how often counted page views are written (milliseconds; a crash loses
  // at most this much), and Google's OAuth token endpoint and Search Console API (tests use a fake).
  ANALYTICS_FLUSH_MS: z.coerce
    .number({ error: "must be a number of milliseconds" })
    .int()
    .min(50, { error: "must be at least 50" })
    .max(600_000, { error: "must be at most 600000 (10 minutes)" })
    .default(5_000),
  GSC_TOKEN_URL: urlOf(["http", "https"]).default("https://oauth2.googleapis.com/token"),
  GSC_API_URL: urlOf(["http", "https"]).default("https://searchconsole.googleapis.com"),
  // How many reverse proxies (nginx, a load balancer) stand between the clients and this process
  // (ADR 032). 0, the default: the socket's address is the client's and X-Forwarded-For is ignored.
  // N: the client is the address the Nth proxy from here received the request from.
  TRUST_PROXY_HOPS: z.coerce
    .number({ error: "must be a number of proxies" })
    .int()
    .min(0)
    .max(10, { error: "must be at most 10" })
    .default(0),
  // Covers given as an address are fetched by the server (ADR 052), never from private, local or
  // reserved network addresses; true lifts that rule, for tests against a server on 127.0.0.1.
  IMAGE_FETCH_ALLOW_PRIVATE_HOSTS: booleanFlag.default(false),
  // A testing aid (ADR 055): a file that receives every distinct SQL statement this process sends.
  SQL_STATEMENT_LOG: z.string().trim().min(1).optional(),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  // The signing secret (sessions, signed file links). Without it the platform keeps one it made
  // itself in DATA_DIR/secret.key; several instances must share one, so it is required with
  // PostgreSQL and S3 storage (ADR 029).
  SECRET_KEY: z
    .string()
    .trim()
    .min(32, { error: "must be at least 32 characters (openssl rand -base64 32)" })
    .optional(),
  // Where files are stored (ADR 029): "local" (DATA_DIR/files, the default) or "s3", an
  // S3-compatible bucket (the default when S3_BUCKET is set).
  STORAGE_DRIVER: z.enum(["local", "s3"], { error: "must be local or s3" }).optional(),
  S3_ENDPOINT: urlOf(["http", "https"]).optional(),
  S3_REGION: z
    .string()
    .trim()
    .regex(/^[a-z0-9-]{1,64}$/, { error: "must be a region name such as us-east-1" })
    .default("us-east-1"),
  S3_BUCKET: z
    .string()
    .trim()
    .regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, {
      error: "must be a bucket name (3-63 lower-case letters, digits, dots, hyphens)",
    })
    .optional(),
  S3_ACCESS_KEY_ID: z.string().trim().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().trim().min(1).optional(),
  S3_FORCE_PATH_STYLE: booleanFlag.default(false),
});

export type Env = z.infer<typeof schema> & {
  /** Absolute data directory. */
  dataDir: string;
  /** Base URL for absolute links and canonical URLs, without a trailing slash. */
  publicUrl: string;
  /** Whether demo content is loaded on first start (embedded default only, unless set). */
  demoContent: boolean;
  /** Which storage driver holds the files. */
  storageDriver: "local" | "s3";
};

export class ConfigError extends Error {}

/** Reads and validates the environment; throws a ConfigError naming every bad variable. */
export function parseEnv(source: Record<string, string | undefined> = process.env): Env {
  // Empty strings count as unset: `FOO= npm start` should not fail validation.
  const cleaned = Object.fromEntries(Object.entries(source).filter(([, v]) => v !== undefined && v !== ""));
  const result = schema.safeParse(cleaned);
  if (!result.success) {
    const lines = result.error.issues.map((i) => `  ${i.path.join(".")}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join("\n")}`);
  }
  const env = result.data;
  if (env.ADMIN_PASSWORD && !env.ADMIN_EMAIL) {
    throw new ConfigError("Invalid configuration:\n  ADMIN_PASSWORD: is set but ADMIN_EMAIL is not");
  }
  if (env.ASSISTANT_MODEL_URL && !env.ASSISTANT_MODEL) {
    throw new ConfigError("Invalid configuration:\n  ASSISTANT_MODEL: is required when ASSISTANT_MODEL_URL is set");
  }
  const storageDriver = env.STORAGE_DRIVER ?? (env.S3_BUCKET ? "s3" : "local");
  const storageProblems = storageConfigProblems(env, storageDriver);
  if (storageProblems.length > 0) {
    throw new ConfigError(`Invalid configuration:\n${storageProblems.map((p) => `  ${p}`).join("\n")}`);
  }
  const publicUrl = (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/+$/, "");
  return {
    ...env,
    dataDir: path.resolve(env.DATA_DIR),
    publicUrl,
    demoContent: env.DEMO_CONTENT ?? env.DATABASE_URL === undefined,
    storageDriver,
  };
}

function storageConfigProblems(env: z.infer<typeof schema>, driver: "local" | "s3"): string[] {
  const problems: string[] = [];
  if (driver === "s3" && !env.S3_BUCKET) problems.push("S3_BUCKET: is required when STORAGE_DRIVER is s3");
  if (Boolean(env.S3_ACCESS_KEY_ID) !== Boolean(env.S3_SECRET_ACCESS_KEY)) {
    problems.push(
      env.S3_ACCESS_KEY_ID
        ? "S3_SECRET_ACCESS_KEY: is required when S3_ACCESS_KEY_ID is set"
        : "S3_ACCESS_KEY_ID: is required when S3_SECRET_ACCESS_KEY is set",
    );
  }
  // Instances on one database and one bucket are several instances (or may become so): each
  // must sign sessions and links with the same key, which a per-instance secret.key cannot be.
  if (driver === "s3" && env.DATABASE_URL && !env.SECRET_KEY) {
    problems.push(
      "SECRET_KEY: is required when DATABASE_URL and S3 storage are set (every instance must share it; " +
        "make one with `openssl rand -base64 32`, or copy DATA_DIR/secret.key of the current installation)",
    );
  }
  return problems;
}

let cached: Env | undefined;

export function getEnv(): Env {
  cached ??= parseEnv();
  return cached;
}
