import { MESSAGES } from '@dd/contracts';

export interface ApiErrorInit {
  /** HTTP status, or 0 when the server could not be reached. */
  status: number;
  /** The `message` of the error body, when the server sent one. */
  serverMessage?: string | null;
  fieldErrors?: Record<string, string[]>;
  /** Whether the API client already told the user about this failure with a toast. */
  toasted?: boolean;
  /** The error body as the server sent it: a 409 carries what the page needs to resolve it (its contract says what). */
  body?: unknown;
}

const statusMessage = (status: number): string => {
  if (status === 0) return MESSAGES.global.networkError;
  if (status === 400) return MESSAGES.global.badRequest;
  if (status === 401) return MESSAGES.global.unauthenticated;
  if (status === 403) return MESSAGES.global.forbidden;
  if (status === 404) return MESSAGES.global.notFound;
  if (status === 422) return MESSAGES.global.validationFailed;
  if (status === 429) return MESSAGES.global.tooManyRequests;
  if (status >= 500) return MESSAGES.global.serverError;
  return `The request failed with status ${status}.`;
};

/** A failed API call: the error shape `{message, errors?}` of PRODUCT.md §4, or a network failure. */
export class ApiError extends Error {
  readonly status: number;
  readonly serverMessage: string | null;
  readonly fieldErrors: Record<string, string[]>;
  readonly toasted: boolean;
  readonly body: unknown;

  constructor({ status, serverMessage = null, fieldErrors = {}, toasted = false, body = null }: ApiErrorInit) {
    super(serverMessage ?? statusMessage(status));
    this.name = 'ApiError';
    this.status = status;
    this.serverMessage = serverMessage;
    this.fieldErrors = fieldErrors;
    this.toasted = toasted;
    this.body = body;
  }

  get isNetworkError(): boolean {
    return this.status === 0;
  }
}

/**
 * What to tell the user about a failure on a page that words its own failures (spec §8): the server's
 * message, the network message when nothing was reached, otherwise the page's fallback.
 */
export function failureMessage(error: unknown, fallback: string): string {
  if (!(error instanceof ApiError)) return fallback;
  if (error.isNetworkError) return error.message;
  return error.serverMessage ?? fallback;
}
