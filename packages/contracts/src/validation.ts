import { z } from 'zod';
import { LIMITS } from './constants.ts';
import { hasDirectionControl, showDirectionControls } from './direction-controls.ts';
import { MESSAGES } from './messages.ts';

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

/** The largest PostgreSQL integer: every id the database numbers (catalogue, questions) and every record version. */
export const DATABASE_INTEGER_MAX = 2_147_483_647;

/**
 * A NUL, or half of a UTF-16 surrogate pair. PostgreSQL text can hold neither (a NUL has no place in its UTF-8,
 * and a lone surrogate is no character at all), and jsonb refuses both as escapes, so such text would fail in the
 * database as a 500 instead of being refused here. A browser's form sends neither; pasted binary, a client that
 * cuts an emoji in half, or an attacker does.
 */
const NUL = '\u0000';
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;

export const isStorableText = (text: string): boolean => !text.includes(NUL) && text.search(LONE_SURROGATE) === -1;

/** The text with each such character replaced by U+FFFD, as a text column would keep half a surrogate pair. */
export const toStorableText = (text: string): string => text.replaceAll(NUL, '\ufffd').replace(LONE_SURROGATE, '\ufffd');

/**
 * Text a user sends: every text field and query parameter of a request starts here (chain trim, min, max after
 * it). Text the database could not store is refused as "The title field is invalid.", never altered: what a
 * lawyer saves is what they typed (decision 23).
 */
export const userText = (field: string) =>
  z
    // Only a missing or non-text value takes this message: the checks chained after it keep their own.
    .string({ error: (issue) => (issue.code === 'invalid_type' ? requiredOrInvalid(field)(issue) : undefined) })
    .refine(isStorableText, { error: invalidMessage(field) });

/** Why a file's name cannot be taken as sent (a multipart part's, or one a payload names), or undefined when it can. */
export const fileNameProblem = (name: string): string | undefined => {
  if (!isStorableText(name)) return MESSAGES.files.invalidName;
  if (hasDirectionControl(name)) return MESSAGES.files.disguisedName(showDirectionControls(name));
  return undefined;
};

/** A file's name in a payload (`filesMeta`): refused like the file's own name would be. */
export const fileNameText = (field: string) =>
  userText(field).refine((name) => !hasDirectionControl(name), {
    error: (issue) => MESSAGES.files.disguisedName(showDirectionControls(String(issue.input))),
  });

/**
 * An id the database numbers (a document type, a question), sent as a number: a whole number from 1 to
 * DATABASE_INTEGER_MAX. A larger one names nothing, and PostgreSQL would refuse it as out of range.
 */
export const databaseId = (field: string) =>
  z
    .number({ error: requiredOrInvalid(field) })
    .int({ error: invalidMessage(field) })
    .min(1, { error: invalidMessage(field) })
    .max(DATABASE_INTEGER_MAX, { error: invalidMessage(field) });

/** A required, trimmed string whose messages follow the "The email field is required." pattern. */
export const requiredString = (field: string, max: number = LIMITS.nameMaxLength) =>
  userText(field)
    .trim()
    .min(1, { error: requiredMessage(field) })
    .max(max, { error: `The ${fieldLabel(field)} field must not be greater than ${max} characters.` });

export const emailField = (field = 'email') =>
  requiredString(field, LIMITS.emailMaxLength).pipe(
    z.email({ error: `The ${fieldLabel(field)} field must be a valid email address.` }),
  );

export const newPasswordField = (field = 'password') =>
  userText(field)
    .min(1, { error: requiredMessage(field) })
    .min(LIMITS.passwordMinLength, {
      error: `The ${fieldLabel(field)} field must be at least ${LIMITS.passwordMinLength} characters.`,
    })
    .max(LIMITS.nameMaxLength, { error: `The ${fieldLabel(field)} field must not be greater than 255 characters.` });

export const passwordConfirmationMessage = (field = 'password') =>
  `The ${fieldLabel(field)} field confirmation does not match.`;

