/** An error whose status and message are meant for the caller, sent as `{ message, errors? }` by the error handler. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    /** Field name → messages, for a 422 about the request's fields. */
    readonly errors?: Record<string, string[]>,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

/** 422 naming what is wrong with one field; the message doubles as the summary, as Laravel clients expect. */
export const fieldError = (field: string, message: string) => new HttpError(422, message, { [field]: [message] });
