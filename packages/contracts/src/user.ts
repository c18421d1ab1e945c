import { z } from 'zod';
import { ROLES } from './constants.ts';
import { emailField, requiredString, userText } from './validation.ts';

export const User = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  role: z.enum(ROLES),
  emailVerifiedAt: z.string().nullable(),
  logoUrl: z.string().nullable(),
  profilePicUrl: z.string().nullable(),
  createdAt: z.string(),
});
export type User = z.infer<typeof User>;

export const UserResponse = z.object({ data: z.object({ user: User }) });
export type UserResponse = z.infer<typeof UserResponse>;

/**
 * Text fields of the profile update; `profile_pic` and `logo` travel as file parts. A new email is checked like
 * registration's (and must be verified again).
 */
export const ProfileUpdateFields = z.object({ name: requiredString('name').optional(), email: emailField().optional() });
export type ProfileUpdateFields = z.infer<typeof ProfileUpdateFields>;

export const ProfileUpdateResponse = z.object({ message: z.string(), user: User });
export type ProfileUpdateResponse = z.infer<typeof ProfileUpdateResponse>;

/** An account as the admin users table shows it (its images are served to their owner only, so not here). */
export const AdminUser = User.omit({ logoUrl: true, profilePicUrl: true }).extend({
  /** When an admin disabled the account; null while it is active. */
  disabledAt: z.string().nullable(),
  caseCount: z.number().int(),
});
export type AdminUser = z.infer<typeof AdminUser>;

export const AdminUsersQuery = z.object({
  page: z.coerce.number({ error: 'The page field must be a whole number.' }).int().min(1).default(1),
  /** Part of a name or an email, in any case. */
  search: userText('search').trim().max(255).optional(),
});
export type AdminUsersQuery = z.infer<typeof AdminUsersQuery>;

export const AdminUsersResponse = z.object({
  data: z.object({
    users: z.array(AdminUser),
    pagination: z.object({ page: z.number().int(), perPage: z.number().int(), total: z.number().int() }),
  }),
});
export type AdminUsersResponse = z.infer<typeof AdminUsersResponse>;

/** What an admin changes about an account: its role, whether it is disabled, or both. */
export const AdminUserUpdate = z
  .object({
    role: z.enum(ROLES, { error: 'The selected role is invalid.' }).optional(),
    disabled: z.boolean({ error: 'The disabled field must be true or false.' }).optional(),
  })
  .refine((change) => change.role !== undefined || change.disabled !== undefined, {
    error: 'The role field is required when disabled is not present.',
    path: ['role'],
  });
export type AdminUserUpdate = z.infer<typeof AdminUserUpdate>;

export const AdminUserResponse = z.object({ data: z.object({ user: AdminUser }) });
export type AdminUserResponse = z.infer<typeof AdminUserResponse>;
