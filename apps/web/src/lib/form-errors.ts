import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { ApiError } from './api-error.ts';

/** Where a form shows a server failure that belongs to no single field. */
export const SERVER_ERROR_FIELD = 'root.server';

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
    for (const [field, messages] of Object.entries(error.fieldErrors)) {
      const [message] = messages;
      if (!message) continue;
      if (fields.has(field)) {
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
