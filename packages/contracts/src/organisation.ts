import { z } from 'zod';
import { ORGANISATION_ROLES } from './constants.ts';
import { emailField, requiredString } from './validation.ts';


const organisationRole = () => z.enum(ORGANISATION_ROLES, { error: 'The selected role is invalid.' });

export const OrganisationMember = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  role: z.enum(ORGANISATION_ROLES),
});
export type OrganisationMember = z.infer<typeof OrganisationMember>;

/** The signed-in user's firm: its name, its logo (served to its members only) and its members, admins first. */
export const Organisation = z.object({
  id: z.string(),
  name: z.string(),
  /** Where the firm's logo is served, with a version that changes with it; null when the firm has none. */
  logo: z.string().nullable(),
  members: z.array(OrganisationMember),
  /** The email domain whose people sign in through the identity provider into this firm; null until one does. */
  emailDomain: z.string().nullable(),
  /** Its members sign in through the identity provider only. */
  ssoRequired: z.boolean(),
  /** The firm's new cases start "built-in engine only" (no document text sent to a language model). */
  builtinOnlyByDefault: z.boolean(),
});
export type Organisation = z.infer<typeof Organisation>;

export const OrganisationResponse = z.object({ data: z.object({ organisation: Organisation }) });
export type OrganisationResponse = z.infer<typeof OrganisationResponse>;

export const OrganisationUpdateResponse = OrganisationResponse.extend({ message: z.string() });
export type OrganisationUpdateResponse = z.infer<typeof OrganisationUpdateResponse>;

/** The text field of `PUT /api/organisation`; the logo travels as the multipart file part `logo`. */
export const OrganisationUpdateFields = z.object({ name: requiredString('name').optional() });
export type OrganisationUpdateFields = z.infer<typeof OrganisationUpdateFields>;

export const OrganisationMemberUpdate = z.object({ role: organisationRole() });
export type OrganisationMemberUpdate = z.infer<typeof OrganisationMemberUpdate>;

export const OrganisationMemberResponse = z.object({ message: z.string(), data: z.object({ member: OrganisationMember }) });
export type OrganisationMemberResponse = z.infer<typeof OrganisationMemberResponse>;

/** An invitation still waiting for its answer: neither accepted, revoked nor expired. */
export const OrganisationInvitation = z.object({
  id: z.string(),
  email: z.string(),
  role: z.enum(ORGANISATION_ROLES),
  /** Who sent it; null once their account is gone. */
  invitedBy: z.object({ id: z.string(), name: z.string() }).nullable(),
  createdAt: z.string(),
  expiresAt: z.string(),
});
export type OrganisationInvitation = z.infer<typeof OrganisationInvitation>;

export const OrganisationInvitationCreate = z.object({ email: emailField(), role: organisationRole() });
export type OrganisationInvitationCreate = z.infer<typeof OrganisationInvitationCreate>;

export const OrganisationInvitationResponse = z.object({ message: z.string(), data: z.object({ invitation: OrganisationInvitation }) });
export type OrganisationInvitationResponse = z.infer<typeof OrganisationInvitationResponse>;

export const OrganisationInvitationsResponse = z.object({ data: z.object({ invitations: z.array(OrganisationInvitation) }) });
export type OrganisationInvitationsResponse = z.infer<typeof OrganisationInvitationsResponse>;

/** The token of the invitation link, which the signed-in user accepts to join its firm. */
export const OrganisationInvitationAccept = z.object({ token: requiredString('token', 200) });
export type OrganisationInvitationAccept = z.infer<typeof OrganisationInvitationAccept>;

export const OrganisationInvitationAcceptResponse = z.object({ message: z.string(), data: z.object({ organisation: Organisation }) });
export type OrganisationInvitationAcceptResponse = z.infer<typeof OrganisationInvitationAcceptResponse>;


/** A firm admin requires (or stops requiring) single sign-on for the firm. */
export const OrganisationSsoUpdate = z.object({ required: z.boolean({ error: 'The required field must be true or false.' }) });
export type OrganisationSsoUpdate = z.infer<typeof OrganisationSsoUpdate>;

/** A firm admin keeps the firm's new cases with the built-in engine by default, or stops doing so. */
export const OrganisationModelSettingsUpdate = z.object({
  builtinOnlyByDefault: z.boolean({ error: 'The built-in only by default field must be true or false.' }),
});
export type OrganisationModelSettingsUpdate = z.infer<typeof OrganisationModelSettingsUpdate>;
