// A local S3-compatible server (s3rver, files in a temp directory) for the storage tests and the
// two-instance run. It speaks S3's REST protocol to the real AWS SDK client; it does not verify
// request signatures, so the platform's own signed-URL tests stay on the local driver.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import S3rver from "s3rver";

export type S3TestServer = {
  endpoint: string;
  bucket: string;
  /** Where s3rver keeps the bucket's objects and unfinished uploads. */
  directory: string;
  /** The S3_* variables of a platform on this bucket. */
  env: Record<string, string>;
  stop: () => Promise<void>;
};

/** Starts s3rver on a free port of 127.0.0.1 with one empty bucket; browsers of `corsOrigins` may GET from it. */
export async function startS3Server(opts: { bucket?: string; corsOrigins?: string[]; port?: number } = {}) {
  const bucket = opts.bucket ?? "scholarly-press-test";
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), "sp-s3-"));
  const cors = `<CORSConfiguration>${(opts.corsOrigins ?? [])
    .map(
      (origin) =>
        `<CORSRule><AllowedOrigin>${origin}</AllowedOrigin><AllowedMethod>GET</AllowedMethod><AllowedMethod>HEAD</AllowedMethod><AllowedHeader>*</AllowedHeader><MaxAgeSeconds>300</MaxAgeSeconds></CORSRule>`,
    )
    .join("")}</CORSConfiguration>`;
  const server = new S3rver({
    address: "127.0.0.1",
    port: opts.port ?? 0,
    directory,
    silent: true,
    configureBuckets: [{ name: bucket, configs: opts.corsOrigins?.length ? [cors] : [] }],
  });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  return {
    endpoint,
    bucket,
    directory,
    env: {
      STORAGE_DRIVER: "s3",
      S3_ENDPOINT: endpoint,
      S3_REGION: "us-east-1",
      S3_BUCKET: bucket,
      S3_ACCESS_KEY_ID: "S3RVER",
      S3_SECRET_ACCESS_KEY: "S3RVER",
      S3_FORCE_PATH_STYLE: "true",
    },
    stop: async () => {
      await server.close();
      fs.rmSync(directory, { recursive: true, force: true });
    },
  } satisfies S3TestServer;
}
