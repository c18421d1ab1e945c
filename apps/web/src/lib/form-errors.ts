import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import type { z } from 'zod';
import { ApiError } from './api-error.ts';

/** Where a form shows a server failure that belongs to no single field. */
export const SERVER_ERROR_FIELD = 'root.server';

/**
 * The form field a server error key belongs to: nested keys ("signals.phrases.0.weight") are form paths as
 * they are, and an error on one item of a list ("regions.1") is shown on the list.
 */
const formField = (key: string) => key.replace(/\.\d+$/, '');

/**
 * Shows a failed submission on the form: a 422's `errors` on their fields (first message each, spec §5), any
 * error for a field the form does not have, and any failure not already toasted, above the form.
 */
export function showServerErrors<T extends FieldValues>(form: UseFormReturn<T>, error: unknown): void {
  if (!(error instanceof ApiError)) throw error;
  if (error.status === 422) {
    const fields = new Set(Object.keys(form.getValues()));
    const unplaced: string[] = [];
    let focused = false;
    for (const [key, messages] of Object.entries(error.fieldErrors)) {
      const [message] = messages;
      if (!message) continue;
      const field = formField(key);
      if (fields.has(field.split('.')[0] ?? field)) {
        form.setError(field as Path<T>, { type: 'server', message }, { shouldFocus: !focused });
        focused = true;
      } else unplaced.push(message);
    }
    if (unplaced.length > 0 || !focused) {
      form.setError(SERVER_ERROR_FIELD, { type: 'server', message: unplaced.join(' ') || error.message });
    }
    return;
  }
  if (!error.toasted) form.setError(SERVER_ERROR_FIELD, { type: 'server', message: error.message });
}

/**
 * The first message among a field's errors, wherever react-hook-form put it: on a list itself or on one of its
 * items (a tag too short, a region not allowed).
 */
export function firstErrorMessage(error: unknown): string | undefined {
  if (!error || typeof error !== 'object') return undefined;
  if ('message' in error && typeof error.message === 'string' && error.message !== '') return error.message;
  for (const [key, value] of Object.entries(error)) {
    // `ref` is the DOM element the error belongs to, not more errors.
    if (key === 'ref' || key === 'types') continue;
    const message = firstErrorMessage(value);
    if (message) return message;
  }
  return undefined;
}

/**
 * Plain-English messages for the contract rules that carry none of their own (lengths of list items); the
 * contracts' own messages take precedence over these.
 */
export const formErrorMap: z.core.$ZodErrorMap = (issue) => {
  if (issue.code === 'too_small' && issue.origin === 'string') return `Use at least ${String(issue.minimum)} characters.`;
  if (issue.code === 'too_big' && issue.origin === 'string') return `Use at most ${String(issue.maximum)} characters.`;
  if (issue.code === 'too_big' && issue.origin === 'array') return `Give at most ${String(issue.maximum)}.`;
  return undefined;
};
