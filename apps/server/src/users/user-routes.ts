import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { LIMITS, MESSAGES, ProfileUpdateFields, ProfileUpdateResponse, UserResponse } from '@dd/contracts';
import { addFieldError, throwIfInvalid } from '@dd/http-kit';
import { addEmailTakenError } from '../auth/auth-service.ts';
import { currentAuth } from '../http/authentication.ts';
import { checkImage } from '../http/image-upload.ts';
import { multipartForm } from '../http/multipart.ts';
import { sendPrivateImage } from '../http/send-private-image.ts';
import { bearerAuth, errorResponses } from '../http/openapi.ts';
import { attachedFieldErrors } from '../http/validation-errors.ts';
import { presentUser } from './user-presenter.ts';
import { normalizeEmail } from './user-repository.ts';
import { PROFILE_IMAGE_FIELDS, readUserImage, updateProfile, type ProfileChanges, type UserServiceDeps } from './user-service.ts';

const imageSchema = {
  tags: ['user'],
  security: bearerAuth,
  querystring: z.object({ v: z.string().optional().describe('Cache buster taken from the user’s image URL') }),
  response: { ...errorResponses(401, 404) },
};

export function registerUserRoutes(
  app: FastifyInstance,
  deps: UserServiceDeps & { dataDir: string; adminEmails: readonly string[] },
): void {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/user',
    {
      config: { access: 'user' },
      schema: { tags: ['user'], summary: 'The signed-in user', security: bearerAuth, response: { 200: UserResponse, ...errorResponses(401) } },
    },
    async (request) => ({ data: { user: presentUser(currentAuth(request).user) } }),
  );

  api.get(
    '/user/logo',
    { config: { access: 'user' }, schema: { ...imageSchema, summary: 'The firm logo' } },
    async (request, reply) => sendPrivateImage(reply, await readUserImage(deps, currentAuth(request).user.logoKey)),
  );

  api.get(
    '/user/profile-pic',
    { config: { access: 'user' }, schema: { ...imageSchema, summary: 'The profile picture' } },
    async (request, reply) => sendPrivateImage(reply, await readUserImage(deps, currentAuth(request).user.profilePicKey)),
  );

  api.post(
    '/user-profile-update',
    {
      config: { access: 'user' },
      preValidation: multipartForm({ fileFields: PROFILE_IMAGE_FIELDS, maxFileBytes: LIMITS.imageMaxBytes, dataDir: deps.dataDir }),
      attachValidation: true,
      schema: {
        tags: ['user'],
        summary:
          'Change any of the name, the email (to be verified again), the profile picture and the firm logo (multipart `profile_pic` and `logo`: PNG, JPEG or WebP up to 2 MB)',
        security: bearerAuth,
        consumes: ['multipart/form-data', 'application/json'],
        body: ProfileUpdateFields,
        response: { 200: ProfileUpdateResponse, ...errorResponses(400, 401, 413, 422) },
      },
    },
    async (request) => {
      const { user } = currentAuth(request);
      const errors = attachedFieldErrors(request);
      const images: ProfileChanges['images'] = {};
      for (const field of PROFILE_IMAGE_FIELDS) {
        const file = request.uploads?.[field];
        if (file) images[field] = checkImage(file, field, errors);
      }
      const sent = request.body as { name?: unknown; email?: unknown };
      const hasImage = PROFILE_IMAGE_FIELDS.some((field) => request.uploads?.[field]);
      if (!hasImage && sent.name === undefined && sent.email === undefined) {
        addFieldError(errors, 'profile_pic', 'The profile pic field is required when none of name / email / logo are present.');
      }
      if (typeof sent.email === 'string' && user.role !== 'admin' && deps.adminEmails.includes(normalizeEmail(sent.email))) {
        addFieldError(errors, 'email', MESSAGES.profile.emailReserved);
      }
      await addEmailTakenError(deps, errors, sent.email, user.id);
      throwIfInvalid(errors);
      const { name, email } = request.body;
      return { message: MESSAGES.profile.updated, user: await updateProfile(deps, user, { name, email, images }) };
    },
  );
}
