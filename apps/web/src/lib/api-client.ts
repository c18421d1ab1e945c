import { ErrorResponse, MESSAGES } from '@dd/contracts';
import type { z } from 'zod';
import { ApiError, type ApiErrorInit } from './api-error.ts';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface RequestOptions {
  method?: HttpMethod;
  /** A plain value is sent as JSON; FormData is sent as multipart with the browser's boundary. */
  body?: FormData | Record<string, unknown>;
  /**
   * `false` when the caller words every failure itself (spec §8 gives some pages their own messages), so the
   * user sees one toast, not two. A 401 is handled globally either way.
   */
  toastErrors?: boolean;
  signal?: AbortSignal;
}

export interface ApiClientOptions {
  /** The session's bearer token at the time of each request. */
  getToken: () => string | null;
  /** Shows a global error toast. */
  notifyError: (message: string) => void;
  fetch?: typeof fetch;
}

export interface ApiClient {
  /** Sends a request and returns its JSON body checked against `schema`. */
  request<T>(path: string, options: RequestOptions & { schema: z.ZodType<T> }): Promise<T>;
  /** Sends a request whose response body the caller does not need. */
  request(path: string, options?: RequestOptions): Promise<void>;
  /** Fetches a binary resource (an image served only to its owner) with the bearer header. */
  getBlob(path: string, options?: Omit<RequestOptions, 'method' | 'body'>): Promise<Blob>;
  /** Registers a listener for any 401 response; returns the unsubscribe function. */
  onUnauthorized(listener: () => void): () => void;
}

/** The bearer token never leaves our origin, whatever URL a response hands us. */
const isSameOrigin = (path: string) => new URL(path, window.location.href).origin === window.location.origin;

const readErrorBody = async (response: Response) => {
  const parsed = ErrorResponse.safeParse(await response.json().catch(() => null));
  return parsed.success ? parsed.data : null;
};

/**
 * The one way the app talks to the API: bearer header from the session, JSON or multipart bodies, the error
 * shape parsed into an ApiError, and the global handling of spec §8 (401 → listeners; 400 and 5xx and network
 * failures → a toast; 422 and other statuses left to the caller).
 */
export function createApiClient({ getToken, notifyError, fetch: fetchImpl }: ApiClientOptions): ApiClient {
  const unauthorizedListeners = new Set<() => void>();
  const doFetch: typeof fetch = (input, init) => (fetchImpl ?? globalThis.fetch)(input, init);

  const fail = (init: ApiErrorInit, toastErrors: boolean, toast: string | null) => {
    const shouldToast = toastErrors && toast !== null;
    if (shouldToast) notifyError(toast);
    return new ApiError({ ...init, toasted: shouldToast });
  };

  async function send(path: string, options: RequestOptions, accept: string): Promise<Response> {
    const { method = 'GET', body, toastErrors = true, signal } = options;
    const headers = new Headers({ Accept: accept });
    const token = getToken();
    if (token && isSameOrigin(path)) headers.set('Authorization', `Bearer ${token}`);
    let payload: BodyInit | undefined;
    if (body instanceof FormData) payload = body;
    else if (body !== undefined) {
      headers.set('Content-Type', 'application/json');
      payload = JSON.stringify(body);
    }

    let response: Response;
    try {
      response = await doFetch(path, { method, headers, body: payload, signal });
    } catch (cause) {
      if (signal?.aborted) throw cause;
      throw fail({ status: 0 }, toastErrors, MESSAGES.global.networkError);
    }
    if (response.ok) return response;

    const { status } = response;
    const errorBody = await readErrorBody(response);
    const init = { status, serverMessage: errorBody?.message || null, fieldErrors: errorBody?.errors ?? {} };
    if (status === 401) {
      for (const listener of [...unauthorizedListeners]) listener();
      throw new ApiError(init);
    }
    if (status === 400) throw fail(init, toastErrors, init.serverMessage ?? MESSAGES.global.badRequest);
    if (status >= 500) throw fail(init, toastErrors, init.serverMessage ?? MESSAGES.global.serverError);
    throw new ApiError(init);
  }

  async function request<T>(path: string, options: RequestOptions & { schema?: z.ZodType<T> } = {}) {
    const response = await send(path, options, 'application/json');
    const { schema } = options;
    if (!schema) return undefined;
    const parsed = schema.safeParse(await response.json().catch(() => undefined));
    if (parsed.success) return parsed.data;
    // A success response that breaks the contract is the server's fault, so it reads as a server error.
    console.error(`Unexpected response from ${path}`, parsed.error.issues);
    throw fail({ status: 500 }, options.toastErrors ?? true, MESSAGES.global.serverError);
  }

  return {
    request: request as ApiClient['request'],
    async getBlob(path, options = {}) {
      const response = await send(path, options, '*/*');
      return response.blob();
    },
    onUnauthorized(listener) {
      unauthorizedListeners.add(listener);
      return () => unauthorizedListeners.delete(listener);
    },
  };
}
