// The bucket of the two-instance run: s3rver (tests/helpers/s3-server.ts) on a local port, with a
// CORS rule for the site's origin (S3_PEER_CORS_ORIGIN), as a real bucket serving presigned
// downloads to the site's pages needs. Started by scripts/test.mjs; prints the S3_* variables of
// the servers as one JSON line, then runs until it is stopped.
import { startS3Server } from "../helpers/s3-server";

const origin = process.env.S3_PEER_CORS_ORIGIN;
const s3 = await startS3Server({ bucket: "two-instances", corsOrigins: origin ? [origin] : [] });
console.log(JSON.stringify({ endpoint: s3.endpoint, env: s3.env }));

const stop = async () => {
  await s3.stop();
  process.exit(0);
};
process.on("SIGTERM", stop);
process.on("SIGINT", stop);
