import type { OrganisationRole } from '@dd/contracts';

/** A firm role as the pages name it. */
export const ROLE_NAMES: Record<OrganisationRole, string> = { admin: 'Admin', member: 'Member' };

/** The roles as a select's options, the lesser first: what an invitation gives unless the admin says otherwise. */
export const ROLE_OPTIONS = [
  { value: 'member', label: ROLE_NAMES.member },
  { value: 'admin', label: ROLE_NAMES.admin },
] satisfies { value: OrganisationRole; label: string }[];
