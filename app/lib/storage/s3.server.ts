// Files in an S3-compatible bucket (AWS S3, MinIO, Ceph, R2, ...), for installations that run
// several instances or keep no state on the machine (docs/decisions/029-several-instances-and-object-storage.md).
import fs from "node:fs";
import { Readable } from "node:stream";
import {
  AbortMultipartUploadCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListMultipartUploadsCommand,
  ListObjectsV2Command,
  S3Client,
  S3ServiceException,
} from "@aws-sdk/client-s3";
import { Upload } from "@aws-sdk/lib-storage";
import { getSignedUrl } from "@aws-sdk/s3-request-presigner";
import { logger } from "../logger.server";
import { assertSafeKey, contentDisposition, type SignedFile, type Storage, type StoredObject } from "../storage.server";

export type S3StorageConfig = {
  /** The store's base URL; none for AWS S3 itself. */
  endpoint?: string;
  region: string;
  bucket: string;
  /** Without keys the SDK's own chain is used (instance roles, AWS_* variables). */
  credentials?: { accessKeyId: string; secretAccessKey: string };
  /** bucket in the path (http://host/bucket/key) rather than in the host name: MinIO and most local stores. */
  forcePathStyle: boolean;
  /** Size of each part of a multipart upload (S3's minimum, 5 MiB, by default). */
  partSizeBytes?: number;
};

const MIN_PART_SIZE = 5 * 1024 * 1024;

function isMissing(e: unknown): boolean {
  if (!(e instanceof S3ServiceException)) return false;
  return e.name === "NoSuchKey" || e.name === "NotFound" || e.$metadata.httpStatusCode === 404;
}

/**
 * An S3 bucket as the platform's storage. Writes are atomic as on the local disk: a small file is
 * one PUT, a large one a streamed multipart upload that becomes visible only when completed; an
 * upload that fails is aborted, one cut off by a crash is abandoned by `abortStaleUploads` (the
 * upload sweeper), and an object whose database row never committed is removed by the same
 * orphan sweeps as on the local disk.
 */
export class S3Storage implements Storage {
  readonly client: S3Client;
  readonly downloadOrigin: string;

  constructor(private readonly config: S3StorageConfig) {
    this.client = new S3Client({
      endpoint: config.endpoint,
      region: config.region,
      forcePathStyle: config.forcePathStyle,
      credentials: config.credentials,
      // Checksums only where S3 requires them: other S3-compatible stores reject or ignore the
      // newer flexible checksums, and a presigned URL stays the plain GET a browser can fetch.
      requestChecksumCalculation: "WHEN_REQUIRED",
      responseChecksumValidation: "WHEN_REQUIRED",
    });
    this.downloadOrigin = bucketOrigin(config);
  }

  get bucket(): string {
    return this.config.bucket;
  }

  async put(key: string, data: Uint8Array | Readable): Promise<{ sizeBytes: number }> {
    assertSafeKey(key);
    const upload = new Upload({
      client: this.client,
      params: { Bucket: this.config.bucket, Key: key, Body: data },
      partSize: Math.max(MIN_PART_SIZE, this.config.partSizeBytes ?? MIN_PART_SIZE),
      queueSize: 2,
      // A failed multipart upload is aborted, so that none of its parts stay in the bucket.
      leavePartsOnError: false,
    });
    try {
      await upload.done();
    } catch (e) {
      if (data instanceof Readable) data.destroy();
      throw e;
    }
    if (data instanceof Uint8Array) return { sizeBytes: data.byteLength };
    const head = await this.client.send(new HeadObjectCommand({ Bucket: this.config.bucket, Key: key }));
    return { sizeBytes: head.ContentLength ?? 0 };
  }

  async putFile(key: string, localPath: string): Promise<{ sizeBytes: number }> {
    const stored = await this.put(key, fs.createReadStream(localPath));
    await fs.promises.rm(localPath, { force: true });
    return stored;
  }

  async get(key: string): Promise<{ stream: ReadableStream<Uint8Array>; sizeBytes: number } | null> {
    assertSafeKey(key);
    try {
      const object = await this.client.send(new GetObjectCommand({ Bucket: this.config.bucket, Key: key }));
      if (!object.Body) return null;
      return {
        stream: object.Body.transformToWebStream() as ReadableStream<Uint8Array>,
        sizeBytes: object.ContentLength ?? 0,
      };
    } catch (e) {
      if (isMissing(e)) return null;
      throw e;
    }
  }

  async delete(key: string): Promise<void> {
    assertSafeKey(key);
    await this.client.send(new DeleteObjectCommand({ Bucket: this.config.bucket, Key: key }));
  }

  async exists(key: string): Promise<boolean> {
    return (await this.size(key)) !== null;
  }

  /** The stored size of `key`, or null when there is no such object. */
  async size(key: string): Promise<number | null> {
    assertSafeKey(key);
    try {
      const head = await this.client.send(new HeadObjectCommand({ Bucket: this.config.bucket, Key: key }));
      return head.ContentLength ?? 0;
    } catch (e) {
      if (isMissing(e)) return null;
      throw e;
    }
  }

  async *list(prefix: string): AsyncIterable<StoredObject> {
    if (prefix !== "") assertSafeKey(prefix);
    let token: string | undefined;
    do {
      const page = await this.client.send(
        new ListObjectsV2Command({
          Bucket: this.config.bucket,
          Prefix: prefix === "" ? undefined : `${prefix}/`,
          ContinuationToken: token,
        }),
      );
      for (const item of page.Contents ?? []) {
        if (!item.Key) continue;
        yield { key: item.Key, sizeBytes: item.Size ?? 0, modifiedAt: item.LastModified ?? new Date(0) };
      }
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
  }

  presignedDownloadUrl(file: SignedFile, ttlSeconds: number): Promise<string> {
    assertSafeKey(file.key);
    return getSignedUrl(
      this.client,
      new GetObjectCommand({
        Bucket: this.config.bucket,
        Key: file.key,
        ResponseContentDisposition: contentDisposition(file.disposition, file.fileName),
        ResponseContentType: file.mimeType,
      }),
      { expiresIn: ttlSeconds },
    );
  }

  async abortStaleUploads(startedBefore: Date): Promise<number> {
    let aborted = 0;
    let keyMarker: string | undefined;
    let uploadIdMarker: string | undefined;
    try {
      do {
        const page = await this.client.send(
          new ListMultipartUploadsCommand({
            Bucket: this.config.bucket,
            KeyMarker: keyMarker,
            UploadIdMarker: uploadIdMarker,
          }),
        );
        for (const upload of page.Uploads ?? []) {
          if (!upload.Key || !upload.UploadId || !upload.Initiated || upload.Initiated >= startedBefore) continue;
          await this.client.send(
            new AbortMultipartUploadCommand({ Bucket: this.config.bucket, Key: upload.Key, UploadId: upload.UploadId }),
          );
          aborted += 1;
        }
        keyMarker = page.IsTruncated ? page.NextKeyMarker : undefined;
        uploadIdMarker = page.IsTruncated ? page.NextUploadIdMarker : undefined;
      } while (keyMarker);
    } catch (e) {
      // Some S3-compatible stores do not list uploads; their lifecycle rule (README) cleans up.
      if (e instanceof S3ServiceException && e.name === "NotImplemented") return aborted;
      throw e;
    }
    if (aborted > 0) logger.info({ aborted }, "abandoned multipart uploads aborted");
    return aborted;
  }
}

/** Where presigned URLs point: the endpoint (path style) or the bucket's own host name. */
function bucketOrigin(config: S3StorageConfig): string {
  if (!config.endpoint) return `https://${config.bucket}.s3.${config.region}.amazonaws.com`;
  const url = new URL(config.endpoint);
  if (config.forcePathStyle) return url.origin;
  return `${url.protocol}//${config.bucket}.${url.host}`;
}
