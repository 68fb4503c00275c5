import {
  GetObjectCommand,
  HeadObjectCommand,
  PutObjectCommand,
  S3Client,
  type S3ClientConfig,
} from '@aws-sdk/client-s3';
import { readFile } from 'node:fs/promises';
import type { Readable } from 'node:stream';
import {
  freshMediaName,
  isSafeMediaName,
  mediaContentType,
  mediaStoreUnavailable,
  MEDIA_STORE_MESSAGES,
  type MediaStore,
  type StoredMedia,
} from './media-store.js';

export interface S3MediaStoreOptions {
  bucket: string;
  /** The key prefix: objects are `<area>/<name>`. */
  area: string;
  /** Unset: AWS's endpoint for the region. */
  endpoint?: string;
  region: string;
  /** Unset: the SDK's default chain (environment, instance or pod role). */
  credentials?: { accessKeyId: string; secretAccessKey: string };
  /** `<endpoint>/<bucket>/<key>` rather than `<bucket>.<endpoint>/<key>`: s3rver and most non-AWS stores want it. */
  forcePathStyle: boolean;
}

// An upload waits at most this long for the store: a user is looking at a spinner.
const CONNECTION_TIMEOUT_MS = 3000;
const REQUEST_TIMEOUT_MS = 10_000;

function isMissing(error: unknown): boolean {
  return (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode === 404;
}

/**
 * Images a service owns, kept in an S3-compatible bucket under `<area>/`: what every replica of the service reads and
 * writes, wherever it runs (docs/decisions/0049-object-storage.md). A store that cannot be reached or refuses answers
 * 503 with a reason, through mediaStoreUnavailable.
 */
export class S3MediaStore implements MediaStore {
  private readonly client: S3Client;

  constructor(private readonly options: S3MediaStoreOptions) {
    const config: S3ClientConfig = {
      region: options.region,
      endpoint: options.endpoint,
      forcePathStyle: options.forcePathStyle,
      credentials: options.credentials,
      // Checksums only where S3 requires them: stand-ins such as s3rver neither send nor check the newer ones.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
      requestHandler: { connectionTimeout: CONNECTION_TIMEOUT_MS, requestTimeout: REQUEST_TIMEOUT_MS },
      maxAttempts: 2,
    };
    this.client = new S3Client(config);
  }

  private key(name: string): string {
    return `${this.options.area}/${name}`;
  }

  async open(name: string): Promise<StoredMedia | undefined> {
    if (!isSafeMediaName(name)) return undefined;
    try {
      const object = await this.client.send(new GetObjectCommand({ Bucket: this.options.bucket, Key: this.key(name) }));
      return {
        stream: object.Body as Readable,
        contentType: object.ContentType ?? mediaContentType(name),
        size: object.ContentLength ?? 0,
        etag: object.ETag ?? `"${name}"`,
      };
    } catch (error) {
      if (isMissing(error)) return undefined;
      throw mediaStoreUnavailable(MEDIA_STORE_MESSAGES.readFailed, error);
    }
  }

  async has(name: string): Promise<boolean> {
    if (!isSafeMediaName(name)) return false;
    try {
      await this.client.send(new HeadObjectCommand({ Bucket: this.options.bucket, Key: this.key(name) }));
      return true;
    } catch (error) {
      if (isMissing(error)) return false;
      throw mediaStoreUnavailable(MEDIA_STORE_MESSAGES.readFailed, error);
    }
  }

  async save(content: Uint8Array, extension: string): Promise<string> {
    const name = freshMediaName(extension);
    await this.put(name, content);
    return name;
  }

  async importFile(source: string, name: string): Promise<void> {
    if (!(await this.has(name))) await this.put(name, await readFile(source));
  }

  private async put(name: string, content: Uint8Array): Promise<void> {
    try {
      await this.client.send(
        new PutObjectCommand({
          Bucket: this.options.bucket,
          Key: this.key(name),
          Body: content,
          ContentType: mediaContentType(name),
          ContentLength: content.byteLength,
        }),
      );
    } catch (error) {
      throw mediaStoreUnavailable(MEDIA_STORE_MESSAGES.saveFailed, error);
    }
  }

  /** Closes the client's kept-alive connections when the service shuts down (Nest calls it; tests too). */
  onModuleDestroy(): void {
    this.client.destroy();
  }
}
