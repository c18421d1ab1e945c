import { z } from 'zod';
import { LIMITS } from './constants.ts';

/** Field names read as words in messages: "password_confirmation" → "password confirmation". */
export const fieldLabel = (field: string) => field.replace(/_/g, ' ').replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase();

export const requiredMessage = (field: string) => `The ${fieldLabel(field)} field is required.`;

export const invalidMessage = (field: string) => `The ${fieldLabel(field)} field is invalid.`;

/** The message of a failed type check: "is required" only when nothing was sent, "is invalid" for a wrong value. */
export const requiredOrInvalid =
  (field: string) =>
  (issue: { input?: unknown }): string =>
    issue.input === undefined || issue.input === null ? requiredMessage(field) : invalidMessage(field);

/**
 * A form field or query parameter read as a whole number: digits become a number, an empty value is absent,
 * and anything else is left as sent, so the number schema after it can call it invalid rather than missing.
 */
export const wholeNumberFromText = (value: unknown): unknown => {
  if (typeof value !== 'string') return value;
  const text = value.trim();
  if (text === '') return undefined;
  return /^-?\d+$/.test(text) ? Number(text) : value;
};

/** A required, trimmed string whose messages follow the "The email field is required." pattern. */
export const requiredString = (field: string, max: number = LIMITS.nameMaxLength) =>
  z
    .string({ error: requiredOrInvalid(field) })
    .trim()
    .min(1, { error: requiredMessage(field) })
    .max(max, { error: `The ${fieldLabel(field)} field must not be greater than ${max} characters.` });

export const emailField = (field = 'email') =>
  requiredString(field, LIMITS.emailMaxLength).pipe(
    z.email({ error: `The ${fieldLabel(field)} field must be a valid email address.` }),
  );

export const newPasswordField = (field = 'password') =>
  z
    .string({ error: requiredOrInvalid(field) })
    .min(1, { error: requiredMessage(field) })
    .min(LIMITS.passwordMinLength, {
      error: `The ${fieldLabel(field)} field must be at least ${LIMITS.passwordMinLength} characters.`,
    })
    .max(LIMITS.nameMaxLength, { error: `The ${fieldLabel(field)} field must not be greater than 255 characters.` });

export const passwordConfirmationMessage = (field = 'password') =>
  `The ${fieldLabel(field)} field confirmation does not match.`;

/** PostgreSQL text cannot hold a NUL character: text carrying one is refused as invalid, not left to fail in the database. */
export const withoutNul = (field: string) => [(text: string) => !text.includes('\u0000'), { error: invalidMessage(field) }] as const;
