import { IMAGE_MIME_TYPES, LIMITS, MESSAGES, requiredMessage } from '@dd/contracts';
import { z } from 'zod';

/** The `accept` attribute of image inputs: the types the API takes for logos and profile pictures. */
export const IMAGE_ACCEPT = IMAGE_MIME_TYPES.join(',');

/** Whether a chosen file is of a type the browser can preview and the API accepts. */
export const isAcceptedImage = (file: File) => (IMAGE_MIME_TYPES as readonly string[]).includes(file.type);

/**
 * An optional image upload as the API accepts it (PRODUCT.md §7: PNG, JPEG or WebP up to 2 MB), checked before
 * sending so a lawyer learns at once; the server checks the content again. Form fields hold `null` when empty.
 */
export const optionalImageFile = () =>
  z
    .file()
    .mime([...IMAGE_MIME_TYPES], { error: MESSAGES.profile.imageType })
    .max(LIMITS.imageMaxBytes, { error: MESSAGES.profile.imageTooLarge })
    .nullable();

/** A required image upload, worded like the API's "The profile pic field is required.". */
export const requiredImageFile = (field: string) =>
  optionalImageFile().refine((file) => file !== null, { error: requiredMessage(field) });
