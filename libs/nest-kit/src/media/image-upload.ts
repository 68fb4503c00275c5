import { BadRequestException, HttpException, PayloadTooLargeException } from '@nestjs/common';
import {
  IMAGE_UPLOAD_FIELD,
  IMAGE_UPLOAD_MAX_BYTES,
  IMAGE_UPLOAD_TYPES,
  type ImageUploadResponse,
} from '@classhub/contracts';
import type { FastifyRequest } from 'fastify';
import { fileTypeFromBuffer } from 'file-type';
import type { MediaStore } from './media-store.js';

export const IMAGE_UPLOAD_MESSAGES = {
  notMultipart: `Send the image as multipart/form-data in the field "${IMAGE_UPLOAD_FIELD}"`,
  noImage: `No image was sent: add the file in the field "${IMAGE_UPLOAD_FIELD}"`,
  wrongField: `Send the image in the field "${IMAGE_UPLOAD_FIELD}"`,
  notAnImage: 'Only PNG, JPEG, WebP or GIF images can be uploaded',
  tooLarge: `The image is larger than ${IMAGE_UPLOAD_MAX_BYTES / 1024 / 1024} MB`,
  unreadable: 'The upload could not be read',
} as const;

const EXTENSIONS: Record<(typeof IMAGE_UPLOAD_TYPES)[number], string> = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/webp': 'webp',
  'image/gif': 'gif',
};

function badRequest(message: string): BadRequestException {
  return new BadRequestException({ statusCode: 400, error: 'Bad Request', message });
}

/**
 * What the bytes really are, judged by their content (magic numbers), never by the file name or the sender's
 * content type. Only the raster formats of IMAGE_UPLOAD_TYPES pass: an SVG can carry scripts.
 */
export async function sniffImage(content: Uint8Array): Promise<{ mime: string; extension: string }> {
  if (content.byteLength > IMAGE_UPLOAD_MAX_BYTES) {
    throw new PayloadTooLargeException({
      statusCode: 413,
      error: 'Payload Too Large',
      message: IMAGE_UPLOAD_MESSAGES.tooLarge,
    });
  }
  const type = await fileTypeFromBuffer(content);
  const extension = type && EXTENSIONS[type.mime as keyof typeof EXTENSIONS];
  if (!type || !extension) throw badRequest(IMAGE_UPLOAD_MESSAGES.notAnImage);
  return { mime: type.mime, extension };
}

// Errors @fastify/multipart raises for a request it cannot take, by code.
const tooLarge = () =>
  new PayloadTooLargeException({
    statusCode: 413,
    error: 'Payload Too Large',
    message: IMAGE_UPLOAD_MESSAGES.tooLarge,
  });

const MULTIPART_ERRORS: Record<string, () => HttpException> = {
  FST_INVALID_MULTIPART_CONTENT_TYPE: () => badRequest(IMAGE_UPLOAD_MESSAGES.notMultipart),
  FST_REQ_FILE_TOO_LARGE: () => tooLarge(),
  FST_FILES_LIMIT: () => badRequest('Send one image at a time'),
  FST_PARTS_LIMIT: () => badRequest('Send one image at a time'),
};

type MultipartRequest = FastifyRequest & {
  isMultipart?: () => boolean;
  file?: (
    options: object,
  ) => Promise<{ fieldname: string; file: { truncated?: boolean }; toBuffer(): Promise<Buffer> } | undefined>;
};

/** Reads the one image of a multipart request (field `image`, at most IMAGE_UPLOAD_MAX_BYTES), or answers 400/413. */
export async function readImageField(request: FastifyRequest): Promise<Buffer> {
  const multipart = request as MultipartRequest;
  if (!multipart.file || !multipart.isMultipart?.()) throw badRequest(IMAGE_UPLOAD_MESSAGES.notMultipart);
  try {
    // One byte over the limit is read, so a file cut at the limit is recognised by its length (sniffImage's 413) even
    // when @fastify/multipart resolves the truncated buffer before its own size error (seen under load).
    const file = await multipart.file({
      limits: { fileSize: IMAGE_UPLOAD_MAX_BYTES + 1, files: 1, fields: 10, parts: 12 },
    });
    if (!file) throw badRequest(IMAGE_UPLOAD_MESSAGES.noImage);
    if (file.fieldname !== IMAGE_UPLOAD_FIELD) throw badRequest(IMAGE_UPLOAD_MESSAGES.wrongField);
    const content = await file.toBuffer();
    // The plugin checks the size limit as each chunk arrives; when the limit falls on the last chunk only the stream's
    // flag tells (a 5 MB + 10 B upload passed as a cut-off image now and then under load).
    if (file.file.truncated) throw tooLarge();
    return content;
  } catch (error) {
    if (error instanceof HttpException) throw error;
    const code = (error as { code?: string }).code ?? '';
    const mapped = MULTIPART_ERRORS[code];
    if (mapped) throw mapped();
    // Anything else is a malformed body (cut short, bad boundary): the sender's fault, never a 500.
    throw badRequest(IMAGE_UPLOAD_MESSAGES.unreadable);
  }
}

/** Checks, stores and describes uploaded images of one media area (`/api/media/<area>/<name>`). */
export class ImageUploads {
  constructor(
    private readonly store: MediaStore,
    private readonly area: string,
  ) {}

  /** The whole upload: read the field, check the bytes, store them; answers like the spec's image host. */
  async receive(request: FastifyRequest): Promise<ImageUploadResponse> {
    return this.accept(await readImageField(request));
  }

  /** A store that cannot take the bytes answers 503 with MEDIA_STORE_MESSAGES.saveFailed (and logs why). */
  async accept(content: Uint8Array): Promise<ImageUploadResponse> {
    const { extension } = await sniffImage(content);
    const name = await this.store.save(content, extension);
    return { success: true, data: { display_url: `/api/media/${this.area}/${name}` } };
  }
}
