import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  IdempotencyKeyHeaders,
  LIMITS,
  MESSAGES,
  MessageResponse,
  OrganisationInvitationAccept,
  OrganisationInvitationAcceptResponse,
  OrganisationInvitationCreate,
  OrganisationInvitationResponse,
  OrganisationInvitationsResponse,
  OrganisationMemberResponse,
  OrganisationMemberUpdate,
  OrganisationResponse,
  OrganisationUpdateFields,
  OrganisationUpdateResponse,
} from '@dd/contracts';
import { addFieldError, notFound, throwIfInvalid } from '@dd/http-kit';
import type { RateLimits } from '../config.ts';
import { isUuid } from '../db/is-uuid.ts';
import { currentAuth } from '../http/authentication.ts';
import { checkImage } from '../http/image-upload.ts';
import { multipartForm } from '../http/multipart.ts';
import { sendPrivateImage } from '../http/send-private-image.ts';
import { bearerAuth, errorResponses } from '../http/openapi.ts';
import { sessionRateLimits } from '../http/rate-limit.ts';
import { attachedFieldErrors } from '../http/validation-errors.ts';
import {
  acceptInvitation,
  changeMemberRole,
  changeOrganisation,
  getOrganisation,
  inviteMember,
  listInvitations,
  readOrganisationLogo,
  removeMember,
  withdrawInvitation,
  type OrganisationServiceDeps,
} from './organisation-service.ts';

const tags = ['organisation'];
const UserIdParams = z.object({ userId: z.string() });
const InvitationIdParams = z.object({ id: z.string() });

/** An id of the wrong shape names nothing in the firm: 404, as an id of another firm's record does. */
const existingId = (id: string) => {
  if (!isUuid(id)) throw notFound();
  return id;
};

/**
 * The firm (issue 32): any member reads it; its admins (`firmAdmin`) rename it, change its logo, its members'
 * roles and membership, and its invitations. Every call acts on the caller's own firm, never one named in the path.
 */
export function registerOrganisationRoutes(
  app: FastifyInstance,
  deps: OrganisationServiceDeps & { dataDir: string; appKey: string; rateLimits: RateLimits },
): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const invitationLimits = sessionRateLimits({ db: deps.db, clock: deps.clock, appKey: deps.appKey }, { name: 'organisation-invitation', ...deps.rateLimits.invitations });

  api.get(
    '/organisation',
    {
      config: { access: 'user' },
      schema: { tags, summary: 'The signed-in user’s firm and its members', security: bearerAuth, response: { 200: OrganisationResponse, ...errorResponses(401) } },
    },
    async (request) => ({ data: { organisation: await getOrganisation(deps, currentAuth(request).user.organisationId) } }),
  );

  api.get(
    '/organisation/logo',
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary: 'The firm’s logo (to its members only)',
        security: bearerAuth,
        querystring: z.object({ v: z.string().optional().describe('Cache buster taken from the logo’s URL') }),
        response: { ...errorResponses(401, 404) },
      },
    },
    async (request, reply) => sendPrivateImage(reply, await readOrganisationLogo(deps, currentAuth(request).user)),
  );

  api.put(
    '/organisation',
    {
      config: { access: 'firmAdmin' },
      preValidation: multipartForm({ fileFields: ['logo'], maxFileBytes: LIMITS.imageMaxBytes, dataDir: deps.dataDir }),
      attachValidation: true,
      schema: {
        tags,
        summary: 'Rename the firm or change its logo (multipart `logo`: PNG, JPEG or WebP up to 2 MB); firm admins only',
        security: bearerAuth,
        consumes: ['multipart/form-data', 'application/json'],
        body: OrganisationUpdateFields,
        response: { 200: OrganisationUpdateResponse, ...errorResponses(400, 401, 403, 413, 422) },
      },
    },
    async (request) => {
      const errors = attachedFieldErrors(request);
      const file = request.uploads?.logo;
      const logo = file ? checkImage(file, 'logo', errors) : undefined;
      if (!file && (request.body as { name?: unknown } | undefined)?.name === undefined) addFieldError(errors, 'name', MESSAGES.organisation.nameRequired);
      throwIfInvalid(errors);
      const organisation = await changeOrganisation(deps, currentAuth(request).user, { name: request.body.name, logo });
      return { message: MESSAGES.organisation.updated, data: { organisation } };
    },
  );

  api.put(
    '/organisation/members/:userId',
    {
      config: { access: 'firmAdmin' },
      schema: {
        tags,
        summary: 'Make a member of the firm an admin or a member; the firm keeps at least one admin',
        security: bearerAuth,
        params: UserIdParams,
        body: OrganisationMemberUpdate,
        response: { 200: OrganisationMemberResponse, ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (request) => {
      const member = await changeMemberRole(deps, currentAuth(request).user, existingId(request.params.userId), request.body.role);
      return { message: MESSAGES.organisation.memberUpdated(member.name, member.role), data: { member } };
    },
  );

  api.delete(
    '/organisation/members/:userId',
    {
      config: { access: 'firmAdmin' },
      schema: {
        tags,
        summary: 'Remove a member from the firm: their cases pass to you, and they go on in a firm of their own',
        security: bearerAuth,
        params: UserIdParams,
        response: { 200: MessageResponse, ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (request) => {
      const member = await removeMember(deps, currentAuth(request).user, existingId(request.params.userId));
      return { message: MESSAGES.organisation.memberRemoved(member.name) };
    },
  );

  api.get(
    '/organisation/invitations',
    {
      config: { access: 'firmAdmin' },
      schema: {
        tags,
        summary: 'The firm’s invitations still waiting for an answer',
        security: bearerAuth,
        response: { 200: OrganisationInvitationsResponse, ...errorResponses(401, 403) },
      },
    },
    async (request) => ({ data: { invitations: await listInvitations(deps, currentAuth(request).user) } }),
  );

  api.post(
    '/organisation/invitations',
    {
      // A retry after a lost reply gets the first reply, not "already invited".
      config: { access: 'firmAdmin', idempotent: true },
      onRequest: [invitationLimits.perIp, invitationLimits.perAccount],
      schema: {
        tags,
        summary: 'Invite an email address to join the firm (mails a link that expires in 7 days)',
        security: bearerAuth,
        headers: IdempotencyKeyHeaders,
        body: OrganisationInvitationCreate,
        response: { 201: OrganisationInvitationResponse, ...errorResponses(401, 403, 422, 429) },
      },
    },
    async (request, reply) => {
      const invitation = await inviteMember(deps, currentAuth(request).user, request.body);
      return reply.code(201).send({ message: MESSAGES.organisation.invitationSent(invitation.email), data: { invitation } });
    },
  );

  api.delete(
    '/organisation/invitations/:id',
    {
      config: { access: 'firmAdmin' },
      schema: {
        tags,
        summary: 'Revoke an invitation that is still waiting',
        security: bearerAuth,
        params: InvitationIdParams,
        response: { 200: MessageResponse, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => {
      await withdrawInvitation(deps, currentAuth(request).user, existingId(request.params.id));
      return { message: MESSAGES.organisation.invitationRevoked };
    },
  );

  api.post(
    '/organisation/invitations/accept',
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary: 'Accept an invitation sent to the signed-in user’s email address, and join its firm',
        security: bearerAuth,
        body: OrganisationInvitationAccept,
        response: { 200: OrganisationInvitationAcceptResponse, ...errorResponses(401, 422) },
      },
    },
    async (request) => {
      const { organisation, name } = await acceptInvitation(deps, currentAuth(request).user, request.body.token);
      return { message: MESSAGES.organisation.joined(name), data: { organisation } };
    },
  );
}
