import { LIMITS, MESSAGES, type ImageMimeType } from '@dd/contracts';
import { MIME_TYPES, sniffFileType } from '@dd/engine';
import { addFieldError, type FieldErrors } from '@dd/http-kit';
import type { UploadedFile } from './multipart.ts';

export interface CheckedImage {
  bytes: Buffer;
  /** From the bytes themselves, never from the name or the type the browser claimed. */
  contentType: ImageMimeType;
}

const IMAGE_KINDS = ['png', 'jpeg', 'webp'] as const;

/** The image when it is a PNG, JPEG or WebP within the size limit; otherwise records why under `field`. */
export function checkImage(file: UploadedFile, field: string, errors: FieldErrors): CheckedImage | undefined {
  if (file.truncated || file.bytes.length > LIMITS.imageMaxBytes) {
    addFieldError(errors, field, MESSAGES.profile.imageTooLarge);
    return undefined;
  }
  const kind = sniffFileType(file.bytes);
  const imageKind = IMAGE_KINDS.find((candidate) => candidate === kind);
  if (!imageKind) {
    addFieldError(errors, field, MESSAGES.profile.imageType);
    return undefined;
  }
  return { bytes: file.bytes, contentType: MIME_TYPES[imageKind] as ImageMimeType };
}
