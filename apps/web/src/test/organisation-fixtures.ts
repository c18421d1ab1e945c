import {
  Organisation,
  OrganisationInvitation,
  OrganisationInvitationsResponse,
  OrganisationMember,
  OrganisationResponse,
} from '@dd/contracts';
import { reply, type FakeReply } from './fake-api.ts';

export const aMember = (overrides: Partial<OrganisationMember> = {}): OrganisationMember =>
  OrganisationMember.parse({ id: 'user-1', name: 'Aoife Murphy', email: 'aoife@murphy-solicitors.ie', role: 'member', ...overrides });

export const anOrganisation = (overrides: Partial<Organisation> = {}): Organisation =>
  Organisation.parse({
    id: 'firm-1',
    name: 'Murphy Solicitors',
    logo: null,
    members: [aMember()],
    emailDomain: null,
    ssoRequired: false,
    builtinOnlyByDefault: false,
    ...overrides,
  });

export const organisationReply = (organisation: Organisation = anOrganisation()): FakeReply =>
  reply.ok(OrganisationResponse, { data: { organisation } });

export const anInvitation = (overrides: Partial<OrganisationInvitation> = {}): OrganisationInvitation =>
  OrganisationInvitation.parse({
    id: 'invitation-1',
    email: 'niamh@murphy-solicitors.ie',
    role: 'member',
    invitedBy: { id: 'user-1', name: 'Aoife Murphy' },
    createdAt: '2025-05-01T09:00:00.000Z',
    expiresAt: '2025-05-08T09:00:00.000Z',
    ...overrides,
  });

export const invitationsReply = (invitations: OrganisationInvitation[] = []): FakeReply =>
  reply.ok(OrganisationInvitationsResponse, { data: { invitations } });
