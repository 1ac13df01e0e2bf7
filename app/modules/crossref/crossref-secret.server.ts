// Crossref passwords at rest: AES-256-GCM under a key derived (HKDF) from the platform's secret, so
// a copy of the database alone does not reveal them. Changing the secret makes stored passwords
// unreadable: the settings then say the password must be entered again.
import crypto from "node:crypto";

const VERSION = "v1";

function keyOf(secret: string): Buffer {
  return Buffer.from(crypto.hkdfSync("sha256", secret, "crossref-credentials", "scholarly-press/crossref/v1", 32));
}

export function encryptCredential(secret: string, plain: string): string {
  const iv = crypto.randomBytes(12);
  const cipher = crypto.createCipheriv("aes-256-gcm", keyOf(secret), iv);
  const data = Buffer.concat([cipher.update(plain, "utf8"), cipher.final()]);
  return [VERSION, iv, cipher.getAuthTag(), data]
    .map((p) => (typeof p === "string" ? p : p.toString("base64url")))
    .join(".");
}

/** The password, or null when the stored value cannot be read with this secret. */
export function decryptCredential(secret: string, stored: string): string | null {
  const [version, iv, tag, data] = stored.split(".");
  if (version !== VERSION || !iv || !tag || data === undefined) return null;
  try {
    const decipher = crypto.createDecipheriv("aes-256-gcm", keyOf(secret), Buffer.from(iv, "base64url"));
    decipher.setAuthTag(Buffer.from(tag, "base64url"));
    return Buffer.concat([decipher.update(Buffer.from(data, "base64url")), decipher.final()]).toString("utf8");
  } catch {
    return null;
  }
}
