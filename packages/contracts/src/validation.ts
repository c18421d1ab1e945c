import { z } from 'zod';
import { LIMITS } from './constants.ts';

/** Field names read as words in messages: "password_confirmation" → "password confirmation". */
export const fieldLabel = (field: string) => field.replace(/_/g, ' ').replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase();

export const requiredMessage = (field: string) => `The ${fieldLabel(field)} field is required.`;

/** A required, trimmed string whose messages follow the "The email field is required." pattern. */
export const requiredString = (field: string, max: number = LIMITS.nameMaxLength) =>
  z
    .string({ error: () => requiredMessage(field) })
    .trim()
    .min(1, { error: requiredMessage(field) })
    .max(max, { error: `The ${fieldLabel(field)} field must not be greater than ${max} characters.` });

export const emailField = (field = 'email') =>
  requiredString(field, LIMITS.emailMaxLength).pipe(
    z.email({ error: `The ${fieldLabel(field)} field must be a valid email address.` }),
  );

export const newPasswordField = (field = 'password') =>
  z
    .string({ error: () => requiredMessage(field) })
    .min(1, { error: requiredMessage(field) })
    .min(LIMITS.passwordMinLength, {
      error: `The ${fieldLabel(field)} field must be at least ${LIMITS.passwordMinLength} characters.`,
    })
    .max(LIMITS.nameMaxLength, { error: `The ${fieldLabel(field)} field must not be greater than 255 characters.` });

export const passwordConfirmationMessage = (field = 'password') =>
  `The ${fieldLabel(field)} field confirmation does not match.`;
