import type { Organisation, OrganisationInvitation, OrganisationMember } from '@dd/contracts';
import type { OrganisationRow } from '../db/schema.ts';
import type { InvitationWithInviter, MemberRow } from './organisation-repository.ts';

export const presentMember = (row: MemberRow): OrganisationMember => ({ id: row.id, name: row.name, email: row.email, role: row.role });

/** The API's Organisation. The logo's URL carries the firm's last update, so a cached logo is replaced when it changes. */
export function presentOrganisation(row: OrganisationRow, members: MemberRow[]): Organisation {
  return {
    id: row.id,
    name: row.name,
    logo: row.logoKey ? `/api/organisation/logo?v=${row.updatedAt.getTime()}` : null,
    members: members.map(presentMember),
    emailDomain: row.emailDomain,
    ssoRequired: row.ssoRequired,
    builtinOnlyByDefault: row.builtinOnlyByDefault,
  };
}

export function presentInvitation(row: InvitationWithInviter): OrganisationInvitation {
  return {
    id: row.id,
    email: row.email,
    role: row.role,
    invitedBy: row.invitedBy && row.inviterName !== null ? { id: row.invitedBy, name: row.inviterName } : null,
    createdAt: row.createdAt.toISOString(),
    expiresAt: row.expiresAt.toISOString(),
  };
}
