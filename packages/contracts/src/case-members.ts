import { z } from 'zod';
import { CaseFileIdParam, CaseIdParam } from './cases.ts';
import { CASE_MEMBER_ROLES, CASE_ROLES } from './constants.ts';


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

/** A file named with its case in the path. */
export const CaseFileOfCaseParams = CaseIdParam.extend(CaseFileIdParam.shape);

/** Who is to work through a file of the case: its owner or a member who may review; null to leave it unassigned. */
export const CaseFileAssigneeUpdate = z.object({
  userId: z.string({ error: 'The user id field must be a string or null.' }).max(64).nullable(),
});
export type CaseFileAssigneeUpdate = z.infer<typeof CaseFileAssigneeUpdate>;

export const CaseFileAssigneeResponse = z.object({
  message: z.string(),
  data: z.object({ caseFileId: z.string(), assignee: z.object({ id: z.string(), name: z.string() }).nullable() }),
});
export type CaseFileAssigneeResponse = z.infer<typeof CaseFileAssigneeResponse>;

/** Someone who has the case open. */
export const CasePresenceViewer = z.object({ id: z.string(), name: z.string() });
export type CasePresenceViewer = z.infer<typeof CasePresenceViewer>;

/** Everyone on the case who has it open now, the caller among them while their page is open; by name. */
export const CasePresenceResponse = z.object({ data: z.object({ viewers: z.array(CasePresenceViewer) }) });
export type CasePresenceResponse = z.infer<typeof CasePresenceResponse>;
