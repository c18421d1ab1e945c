import type { FastifyReply } from 'fastify';
import type { StoredObject } from '../storage/storage.ts';

/** An account's or a firm's image: private to those allowed it, and never sniffed into anything but the image type it was checked to be. */
export const sendPrivateImage = (reply: FastifyReply, image: StoredObject) =>
  reply.type(image.contentType).header('cache-control', 'private').header('x-content-type-options', 'nosniff').send(image.bytes);
