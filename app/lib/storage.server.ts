import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { Readable } from "node:stream";

/** Where files live. Keys are chosen by the server, never by the uploader. */
export interface Storage {
  put(key: string, data: Uint8Array | Readable): Promise<{ sizeBytes: number }>;
  /** Moves a complete local file (an upload's temp file) to `key`; the local file is gone afterwards. */
  putFile(key: string, localPath: string): Promise<{ sizeBytes: number }>;
  get(key: string): Promise<{ stream: ReadableStream<Uint8Array>; sizeBytes: number } | null>;
  delete(key: string): Promise<void>;
  exists(key: string): Promise<boolean>;
  /** The stored size of `key` in bytes, or null when there is no such file (no bytes are read). */
  size(key: string): Promise<number | null>;
  /** Every stored file whose key starts with the folder `prefix` ("submissions"; "" for all), in no order. */
  list(prefix: string): AsyncIterable<StoredObject>;
  /**
   * A URL the browser downloads the file from directly, valid `ttlSeconds` (object storage's own
   * presigned URL). Without it, the platform signs a /files/<token> URL and serves the file itself.
   */
  presignedDownloadUrl?(file: SignedFile, ttlSeconds: number): Promise<string>;
  /** The origin of presignedDownloadUrl's URLs: the pages' Content-Security-Policy lets scripts fetch from it. */
  readonly downloadOrigin?: string;
  /** Abandons the unfinished uploads (multipart) started before `startedBefore`; returns how many. */
  abortStaleUploads?(startedBefore: Date): Promise<number>;
}

export type StoredObject = { key: string; sizeBytes: number; modifiedAt: Date };

const KEY_PATTERN = /^[a-z0-9][a-z0-9._-]*(\/[a-z0-9][a-z0-9._-]*)*$/i;

export function assertSafeKey(key: string): void {
  if (!KEY_PATTERN.test(key) || key.includes("..")) throw new Error(`Unsafe storage key: ${key}`);
}

/** Local-disk storage under a root directory; writes go to a temp file renamed into place. */
export class LocalDiskStorage implements Storage {
  constructor(private readonly root: string) {
    fs.mkdirSync(root, { recursive: true });
  }

  private pathOf(key: string): string {
    assertSafeKey(key);
    return path.join(this.root, key);
  }

  async put(key: string, data: Uint8Array | Readable): Promise<{ sizeBytes: number }> {
    const target = this.pathOf(key);
    await fs.promises.mkdir(path.dirname(target), { recursive: true });
    const temp = `${target}.${process.pid}.${crypto.randomUUID()}.part`;
    try {
      if (data instanceof Uint8Array) await fs.promises.writeFile(temp, data);
      else await fs.promises.writeFile(temp, data);
      await fs.promises.rename(temp, target);
    } catch (e) {
      await fs.promises.rm(temp, { force: true });
      throw e;
    }
    const { size } = await fs.promises.stat(target);
    return { sizeBytes: size };
  }

  async putFile(key: string, localPath: string): Promise<{ sizeBytes: number }> {
    const target = this.pathOf(key);
    await fs.promises.mkdir(path.dirname(target), { recursive: true });
    try {
      // Same disk (uploads are received under DATA_DIR): an atomic rename, no copy, so a
      // transaction that stores a 50 MB manuscript is not held open while bytes are copied.
      await fs.promises.rename(localPath, target);
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code !== "EXDEV") throw e;
      await this.put(key, fs.createReadStream(localPath));
      await fs.promises.rm(localPath, { force: true });
    }
    const { size } = await fs.promises.stat(target);
    return { sizeBytes: size };
  }

  async get(key: string) {
    const file = this.pathOf(key);
    try {
      const { size } = await fs.promises.stat(file);
      const stream = Readable.toWeb(fs.createReadStream(file)) as ReadableStream<Uint8Array>;
      return { stream, sizeBytes: size };
    } catch {
      return null;
    }
  }

  async delete(key: string): Promise<void> {
    await fs.promises.rm(this.pathOf(key), { force: true });
  }

  async exists(key: string): Promise<boolean> {
    return fs.promises
      .access(this.pathOf(key))
      .then(() => true)
      .catch(() => false);
  }

  async size(key: string): Promise<number | null> {
    return fs.promises
      .stat(this.pathOf(key))
      .then((stat) => (stat.isFile() ? stat.size : null))
      .catch(() => null);
  }

  async *list(prefix: string): AsyncIterable<StoredObject> {
    const start = prefix === "" ? this.root : this.pathOf(prefix);
    const pending = [start];
    while (pending.length > 0) {
      const dir = pending.pop()!;
      let entries: fs.Dirent[];
      try {
        entries = await fs.promises.readdir(dir, { withFileTypes: true });
      } catch {
        continue; // not there (nothing stored yet) or removed meanwhile
      }
      for (const entry of entries) {
        const full = path.join(dir, entry.name);
        if (entry.isDirectory()) {
          pending.push(full);
        } else if (entry.isFile()) {
          const stat = await fs.promises.stat(full).catch(() => null);
          if (!stat) continue;
          const key = path.relative(this.root, full).split(path.sep).join("/");
          yield { key, sizeBytes: stat.size, modifiedAt: stat.mtime };
        }
      }
    }
  }
}

export const SIGNED_URL_TTL_SECONDS = 300;

export type SignedFile = {
  key: string;
  fileName: string;
  mimeType: string;
  /** attachment forces a download; inline lets the browser show it (PDF in a new tab). */
  disposition: "inline" | "attachment";
};

/** Signs and verifies short-lived download tokens for stored files. */
export class UrlSigner {
  constructor(private readonly secret: string) {}

  sign(file: SignedFile, nowMs = Date.now(), ttlSeconds = SIGNED_URL_TTL_SECONDS): string {
    const payload = Buffer.from(
      JSON.stringify({
        k: file.key,
        n: file.fileName,
        m: file.mimeType,
        d: file.disposition,
        e: Math.floor(nowMs / 1000) + ttlSeconds,
      }),
    ).toString("base64url");
    return `${payload}.${this.mac(payload)}`;
  }

  /** Returns the file when the token is authentic and unexpired, else null. */
  verify(token: string, nowMs = Date.now()): SignedFile | null {
    const [payload, mac] = token.split(".");
    if (!payload || !mac) return null;
    const expected = this.mac(payload);
    if (mac.length !== expected.length || !crypto.timingSafeEqual(Buffer.from(mac), Buffer.from(expected))) return null;
    try {
      const data = JSON.parse(Buffer.from(payload, "base64url").toString("utf8"));
      if (typeof data.e !== "number" || data.e * 1000 < nowMs) return null;
      return {
        key: data.k,
        fileName: data.n,
        mimeType: data.m,
        disposition: data.d === "inline" ? "inline" : "attachment",
      };
    } catch {
      return null;
    }
  }

  private mac(payload: string): string {
    return crypto.createHmac("sha256", this.secret).update(payload).digest("base64url");
  }
}

/** Path of the download endpoint for a signed token. */
export function signedFilePath(token: string): string {
  return `/files/${token}`;
}

/**
 * A short-lived download link (SIGNED_URL_TTL_SECONDS) for a stored file: the object store's
 * presigned URL when the storage has one (the bytes then never pass through the platform), else
 * the platform's own signed /files/<token> path.
 */
export async function signedDownloadUrl(
  platform: { storage: Storage; signer: UrlSigner },
  file: SignedFile,
): Promise<string> {
  if (platform.storage.presignedDownloadUrl) {
    return platform.storage.presignedDownloadUrl(file, SIGNED_URL_TTL_SECONDS);
  }
  return signedFilePath(platform.signer.sign(file));
}

/** The Content-Disposition value that saves (or shows) a file under its own name. */
export function contentDisposition(disposition: "inline" | "attachment", fileName: string): string {
  return `${disposition}; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}
