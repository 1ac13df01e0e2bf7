import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";

/**
 * The installation's signing secret (signed file URLs, sessions). Generated once and kept in the
 * data directory, readable only by its owner, so it survives restarts without configuration.
 */
export function loadOrCreateSecret(dataDir: string): string {
  const file = path.join(dataDir, "secret.key");
  fs.mkdirSync(dataDir, { recursive: true });
  try {
    return fs.readFileSync(file, "utf8").trim();
  } catch {
    const secret = crypto.randomBytes(32).toString("base64url");
    fs.writeFileSync(file, secret, { mode: 0o600, flag: "wx" });
    return secret;
  }
}
