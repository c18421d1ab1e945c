import { MESSAGES } from '@dd/contracts';

/** Field name → messages, as in the `errors` of the one error shape. */
export type FieldErrors = Record<string, string[]>;

/** An expected failure whose message is safe to show: the error handler sends it as it is. */
export class HttpError extends Error {
  override name = 'HttpError';

  constructor(
    readonly statusCode: number,
    message: string,
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
  }
}

/** 422 with field-keyed messages; the first message doubles as the summary, as Laravel clients expect. */
export class ValidationError extends HttpError {
  override name = 'ValidationError';

  constructor(readonly errors: FieldErrors) {
    super(422, Object.values(errors).flat()[0] ?? MESSAGES.global.validationFailed);
  }
}

/**
 * 409 for an edit made from a version that is no longer current: the body (a conflict payload of the contracts)
 * carries the record as it now is, so the client can show both and let the lawyer choose.
 */
export class ConflictError extends HttpError {
  override name = 'ConflictError';

  constructor(readonly body: { message: string }) {
    super(409, body.message);
  }
}

export const unauthenticated = () => new HttpError(401, MESSAGES.global.unauthenticated);
export const forbidden = () => new HttpError(403, MESSAGES.global.forbidden);
export const notFound = () => new HttpError(404, MESSAGES.global.notFound);

/** Adds `message` under `field`, keeping earlier messages for that field first. */
export function addFieldError(errors: FieldErrors, field: string, message: string): FieldErrors {
  (errors[field] ??= []).push(message);
  return errors;
}

/** Merges several error maps into one; throws a ValidationError when anything was collected. */
export function throwIfInvalid(...maps: FieldErrors[]): void {
  const merged: FieldErrors = {};
  for (const map of maps) for (const [field, messages] of Object.entries(map)) for (const m of messages) addFieldError(merged, field, m);
  if (Object.keys(merged).length > 0) throw new ValidationError(merged);
}
