import { z } from 'zod';
import { ROLES } from './constants.ts';
import { requiredString } from './validation.ts';

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

/** Text fields of the multipart profile update; `profile_pic` travels as a file part. */
export const ProfileUpdateFields = z.object({ name: requiredString('name').optional() });
export type ProfileUpdateFields = z.infer<typeof ProfileUpdateFields>;

export const ProfileUpdateResponse = z.object({ message: z.string(), user: User });
export type ProfileUpdateResponse = z.infer<typeof ProfileUpdateResponse>;
