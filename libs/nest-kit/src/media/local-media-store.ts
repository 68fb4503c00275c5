import { createReadStream } from 'node:fs';
import { copyFile, mkdir, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import {
  freshMediaName,
  isSafeMediaName,
  mediaContentType,
  mediaStoreUnavailable,
  MEDIA_STORE_MESSAGES,
  type MediaStore,
  type StoredMedia,
} from './media-store.js';

/**
 * Images a service owns, kept in a folder on local disk: the default when no bucket is configured. Every replica of a
 * service must then share the folder (docs/decisions/0049-object-storage.md).
 */
export class LocalMediaStore implements MediaStore {
  constructor(private readonly directory: string) {}

  async open(name: string): Promise<StoredMedia | undefined> {
    if (!isSafeMediaName(name)) return undefined;
    const file = path.join(this.directory, name);
    const info = await stat(file).catch(() => undefined);
    if (!info?.isFile()) return undefined;
    return {
      stream: createReadStream(file),
      contentType: mediaContentType(name),
      size: info.size,
      // Weak: size and modification time tell versions apart, not the bytes themselves.
      etag: `W/"${info.size.toString(16)}-${Math.floor(info.mtimeMs).toString(16)}"`,
    };
  }

  async has(name: string): Promise<boolean> {
    if (!isSafeMediaName(name)) return false;
    const info = await stat(path.join(this.directory, name)).catch(() => undefined);
    return info?.isFile() ?? false;
  }

  async save(content: Uint8Array, extension: string): Promise<string> {
    const name = freshMediaName(extension);
    try {
      await mkdir(this.directory, { recursive: true });
      // 'wx' fails rather than overwrite, should a name ever repeat.
      await writeFile(path.join(this.directory, name), content, { flag: 'wx' });
    } catch (error) {
      // A full or read-only disk is the store's trouble, not the uploader's.
      throw mediaStoreUnavailable(MEDIA_STORE_MESSAGES.saveFailed, error);
    }
    return name;
  }

  async importFile(source: string, name: string): Promise<void> {
    await mkdir(this.directory, { recursive: true });
    const exists = await stat(path.join(this.directory, name)).catch(() => undefined);
    if (!exists) await copyFile(source, path.join(this.directory, name));
  }
}
