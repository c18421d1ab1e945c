import { z } from 'zod';
import { User } from './user.ts';
import {
  emailField,
  newPasswordField,
  passwordConfirmationMessage,
  requiredMessage,
  requiredString,
  userText,
} from './validation.ts';

type PasswordPair = z.ZodObject<{ password: z.ZodType<string>; password_confirmation: z.ZodType<string> }>;

const passwordsMatch = <S extends PasswordPair>(schema: S) =>
  schema.refine((value) => value.password === value.password_confirmation, {
    error: passwordConfirmationMessage(),
    path: ['password'],
  });

/** A password as typed, only required here (never trimmed): the rules that matter are the new password's or the account's. */
const typedPassword = (field: string) =>
  z.string({ error: () => requiredMessage(field) }).min(1, { error: requiredMessage(field) });

export const LoginRequest = z.object({
  email: emailField(),
  password: typedPassword('password'),
});
export type LoginRequest = z.infer<typeof LoginRequest>;

export const LoginResponse = z.object({ token: z.string(), user: User });
export type LoginResponse = z.infer<typeof LoginResponse>;

/** Text fields of registration; `logo` (optional image) travels as a file part when multipart. */
export const RegisterRequest = passwordsMatch(
  z.object({
    name: requiredString('name'),
    email: emailField(),
    password: newPasswordField(),
    password_confirmation: typedPassword('password_confirmation'),
  }),
);
export type RegisterRequest = z.infer<typeof RegisterRequest>;

export const RegisterResponse = z.object({ access_token: z.string(), user: User });
export type RegisterResponse = z.infer<typeof RegisterResponse>;

export const ForgotPasswordRequest = z.object({ email: emailField() });
export type ForgotPasswordRequest = z.infer<typeof ForgotPasswordRequest>;

export const ResetPasswordRequest = passwordsMatch(
  z.object({
    token: requiredString('token', 512),
    email: emailField(),
    password: newPasswordField(),
    password_confirmation: typedPassword('password_confirmation'),
  }),
);
export type ResetPasswordRequest = z.infer<typeof ResetPasswordRequest>;

/** The signed-in user's new password, set only with their current one; checked like registration's. */
export const ChangePasswordRequest = passwordsMatch(
  z.object({
    current_password: typedPassword('current_password'),
    password: newPasswordField(),
    password_confirmation: typedPassword('password_confirmation'),
  }),
);
export type ChangePasswordRequest = z.infer<typeof ChangePasswordRequest>;

/** Query of the signed verification link GET /api/auth/email/verify/{id}/{hash}. */
export const VerifyEmailQuery = z.object({ expires: z.coerce.number().int(), signature: userText('signature').min(1) });
export type VerifyEmailQuery = z.infer<typeof VerifyEmailQuery>;
