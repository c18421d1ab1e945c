import { z } from 'zod';

/**
 * What a member of a shared case may do (issue 32): an editor everything but delete the case or hand it to someone
 * else; a reviewer comment, verify and ask their own questions; a viewer read and export. The owner is not a member:
 * they may do everything.
 */
export const CASE_MEMBER_ROLES = ['editor', 'reviewer', 'viewer'] as const;
export type CaseMemberRole = (typeof CASE_MEMBER_ROLES)[number];
/** The caller's standing on a case, from the least to the most it allows. */
export const CASE_ROLES = ['viewer', 'reviewer', 'editor', 'owner'] as const;
export type CaseRole = (typeof CASE_ROLES)[number];

/** Whether `role` allows what `needed` does. */
export const caseRoleAllows = (role: CaseRole, needed: CaseRole) => CASE_ROLES.indexOf(role) >= CASE_ROLES.indexOf(needed);

export const CaseMember = z.object({ id: z.string(), name: z.string(), email: z.string(), role: z.enum(CASE_MEMBER_ROLES) });
export type CaseMember = z.infer<typeof CaseMember>;

export const CaseOwner = z.object({ id: z.string(), name: z.string(), email: z.string() });
export type CaseOwner = z.infer<typeof CaseOwner>;

/** Who works on a case: its owner, its members with their roles, and the caller's own standing on it. */
export const CaseMembersResponse = z.object({
  data: z.object({ owner: CaseOwner, members: z.array(CaseMember), myRole: z.enum(CASE_ROLES) }),
});
export type CaseMembersResponse = z.infer<typeof CaseMembersResponse>;

/** The case's members as they are to be: anyone left out stops being one. Only members of the owner's firm. */
export const CaseMembersUpdate = z.object({
  members: z
    .array(z.object({ userId: z.string().max(64), role: z.enum(CASE_MEMBER_ROLES, { error: 'The selected role is invalid.' }) }), {
      error: 'The members field must be a list.',
    })
    .max(200, { error: 'The members field must not have more than 200 items.' })
    .refine((members) => new Set(members.map((member) => member.userId)).size === members.length, {
      error: 'The members field has a duplicate value.',
    }),
});
export type CaseMembersUpdate = z.infer<typeof CaseMembersUpdate>;

export const CaseMembersUpdateResponse = CaseMembersResponse.extend({ message: z.string() });
export type CaseMembersUpdateResponse = z.infer<typeof CaseMembersUpdateResponse>;

/** Which cases the case list shows: the caller's own, those shared with them, or both (the default). */
export const CASE_SCOPES = ['mine', 'shared', 'all'] as const;
export type CaseScope = (typeof CASE_SCOPES)[number];
