import { CASE_ROLES, caseRoleAllows, type CaseMemberRole, type CaseRole } from '@dd/contracts';

/**
 * What the caller may do on a case, by their role on it (decision 64). The server decides; the page only leaves out
 * what it would refuse. One object per role, so the case's memoised sections and rows compare it by identity and
 * draw again only when the role itself changes.
 */
export interface CasePermissions {
  role: CaseRole;
  /** Comment on the case and its answers, verify answers and checks, ask questions of their own: reviewers and above. */
  review: boolean;
  /**
   * Edit answers, add, remove and retype files, answer again, rename, choose the engine, draft title reports and the
   * checklist, upload annexures, share the case and assign its files: editors and the owner.
   */
  edit: boolean;
  /** Delete the case: its owner alone. */
  delete: boolean;
}

export const CASE_PERMISSIONS = Object.fromEntries(
  CASE_ROLES.map((role) => [
    role,
    { role, review: caseRoleAllows(role, 'reviewer'), edit: caseRoleAllows(role, 'editor'), delete: role === 'owner' } satisfies CasePermissions,
  ]),
) as Record<CaseRole, CasePermissions>;

/** A role on a case as the pages name it. */
export const CASE_ROLE_NAMES: Record<CaseRole, string> = { owner: 'Owner', editor: 'Editor', reviewer: 'Reviewer', viewer: 'Viewer' };

/** What a member's role lets them do, said to them on the case page so that what it leaves out is not a puzzle. */
export const CASE_ROLE_ALLOWS: Record<CaseMemberRole, string> = {
  editor: 'You can do everything but delete the case.',
  reviewer: 'You can comment, verify answers and ask questions of your own.',
  viewer: 'You can read and export the case.',
};
