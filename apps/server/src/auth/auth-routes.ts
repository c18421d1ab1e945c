import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ChangePasswordRequest,
  ForgotPasswordRequest,
  LIMITS,
  LoginRequest,
  LoginResponse,
  MESSAGES,
  MessageResponse,
  RegisterRequest,
  RegisterResponse,
  ResetPasswordRequest,
  VerifyEmailQuery,
} from '@dd/contracts';
import { HttpError, throwIfInvalid } from '@dd/http-kit';
import type { RateLimits } from '../config.ts';
import { currentAuth } from '../http/authentication.ts';
import { checkImage } from '../http/image-upload.ts';
import { multipartForm } from '../http/multipart.ts';
import { bearerAuth, errorResponses } from '../http/openapi.ts';
import { authRateLimits, loginRateLimiter, sessionRateLimits } from '../http/rate-limit.ts';
import { attachedFieldErrors } from '../http/validation-errors.ts';
import {
  addEmailTakenError,
  changePassword,
  login,
  logout,
  register,
  requestPasswordReset,
  resendVerification,
  resetPassword,
  verifyEmail,
  type AuthServiceDeps,
} from './auth-service.ts';

export function registerAuthRoutes(app: FastifyInstance, deps: AuthServiceDeps & { rateLimits: RateLimits; dataDir: string }): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const counters = { db: deps.db, clock: deps.clock, appKey: deps.config.appKey };
  const loginLimits = loginRateLimiter(counters, deps.rateLimits.login);
  const limits = {
    register: authRateLimits(counters, { name: 'register', ...deps.rateLimits.register }),
    forgotPassword: authRateLimits(counters, { name: 'forgot-password', ...deps.rateLimits.forgotPassword, emailAloneKey: true }),
    resetPassword: authRateLimits(counters, { name: 'reset-password', ...deps.rateLimits.resetPassword }),
    // Setting a password with the current one is held to the reset's budget, counted per account.
    changePassword: sessionRateLimits(counters, {
      name: 'change-password',
      perIp: deps.rateLimits.resetPassword.perIp,
      perAccount: deps.rateLimits.resetPassword.perEmail,
    }),
  };

  api.post(
    '/auth/login',
    {
      config: { access: 'public' },
      schema: {
        tags: ['auth'],
        summary: 'Log in with email and password (failed attempts are limited per account, per address and both)',
        body: LoginRequest,
        response: { 200: LoginResponse, ...errorResponses(400, 401, 422, 429) },
      },
    },
    async (request) => {
      const attempt = await loginLimits.reserve(request, request.body.email);
      let session: Awaited<ReturnType<typeof login>>;
      try {
        session = await login(deps, request.body);
      } catch (error) {
        // A refused password stays counted; any other end was not a guess.
        if (!(error instanceof HttpError && error.statusCode === 401)) await attempt.abandoned();
        throw error;
      }
      await attempt.succeeded();
      return session;
    },
  );

  api.post(
    '/auth/register',
    {
      config: { access: 'public' },
      onRequest: limits.register.perIp,
      preValidation: [multipartForm({ fileFields: ['logo'], maxFileBytes: LIMITS.imageMaxBytes, dataDir: deps.dataDir }), limits.register.perEmail],
      attachValidation: true,
      schema: {
        tags: ['auth'],
        summary: 'Create an account (JSON, or multipart with an optional `logo` image: PNG, JPEG or WebP up to 2 MB)',
        consumes: ['application/json', 'multipart/form-data'],
        body: RegisterRequest,
        response: { 201: RegisterResponse, ...errorResponses(400, 413, 422, 429) },
      },
    },
    async (request, reply) => {
      const errors = attachedFieldErrors(request);
      const logoFile = request.uploads?.logo;
      const logo = logoFile ? checkImage(logoFile, 'logo', errors) : undefined;
      await addEmailTakenError(deps, errors, (request.body as { email?: unknown }).email);
      throwIfInvalid(errors);
      const { token, user } = await register(deps, { ...request.body, logo });
      return reply.code(201).send({ access_token: token, user });
    },
  );

  api.post(
    '/auth/logout',
    {
      config: { access: 'user' },
      schema: { tags: ['auth'], summary: 'Log out: the bearer token is revoked', security: bearerAuth, response: { 204: z.null(), ...errorResponses(401) } },
    },
    async (request, reply) => {
      await logout(deps, currentAuth(request));
      return reply.code(204).send(null);
    },
  );

  api.post(
    '/auth/forgot-password',
    {
      config: { access: 'public' },
      onRequest: limits.forgotPassword.perIp,
      preValidation: limits.forgotPassword.perEmail,
      schema: {
        tags: ['auth'],
        summary: 'Mail a password reset link (the answer is the same whether or not the email is registered)',
        body: ForgotPasswordRequest,
        response: { 200: MessageResponse, ...errorResponses(400, 422, 429) },
      },
    },
    async (request) => {
      await requestPasswordReset(deps, request.body.email);
      return { message: MESSAGES.auth.resetLinkSentServer };
    },
  );

  api.post(
    '/auth/reset-password',
    {
      config: { access: 'public' },
      onRequest: limits.resetPassword.perIp,
      preValidation: limits.resetPassword.perEmail,
      schema: {
        tags: ['auth'],
        summary: 'Set a new password with the mailed token (single use, 60 minutes); ends every session',
        body: ResetPasswordRequest,
        response: { 200: MessageResponse, ...errorResponses(400, 422, 429) },
      },
    },
    async (request) => {
      await resetPassword(deps, request.body);
      return { message: MESSAGES.auth.passwordReset };
    },
  );

  api.put(
    '/user/password',
    {
      config: { access: 'user' },
      onRequest: [limits.changePassword.perIp, limits.changePassword.perAccount],
      schema: {
        tags: ['auth'],
        summary: 'Change the password with the current one; every other session of the account ends, this one stays',
        security: bearerAuth,
        body: ChangePasswordRequest,
        response: { 200: MessageResponse, ...errorResponses(400, 401, 422, 429) },
      },
    },
    async (request) => {
      await changePassword(deps, currentAuth(request), request.body);
      return { message: MESSAGES.auth.passwordChanged };
    },
  );

  api.post(
    '/auth/email/verification-notification',
    {
      config: { access: 'user' },
      schema: {
        tags: ['auth'],
        summary: 'Mail a new email verification link',
        security: bearerAuth,
        response: { 200: MessageResponse, ...errorResponses(401, 503) },
      },
    },
    async (request) => ({ message: await resendVerification(deps, currentAuth(request).user) }),
  );

  api.get(
    '/auth/email/verify/:id/:hash',
    {
      config: { access: 'public' },
      attachValidation: true,
      schema: {
        tags: ['auth'],
        summary: 'Follow the signed verification link; redirects to the web app with status=verified or status=invalid',
        params: z.object({ id: z.string(), hash: z.string() }),
        querystring: VerifyEmailQuery,
      },
    },
    async (request, reply) => {
      const verified =
        !request.validationError && (await verifyEmail(deps, { ...request.params, ...request.query }));
      return reply.redirect(`${deps.config.appUrl}/verify-email?status=${verified ? 'verified' : 'invalid'}`, 302);
    },
  );
}
