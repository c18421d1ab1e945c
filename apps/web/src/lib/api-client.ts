import { MESSAGES, type ErrorResponse } from '@dd/contracts';
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
  /**
   * Sent as the `Idempotency-Key` header of a call that creates records: the server answers a repeat of the key
   * with the first response and creates nothing again (see `useSubmissionKey`).
   */
  idempotencyKey?: string;
  /** The request outlives the page: a goodbye sent as the lawyer leaves (`pagehide`), which the browser still delivers. */
  keepalive?: boolean;
}

export interface UploadOptions extends Pick<RequestOptions, 'toastErrors' | 'signal' | 'idempotencyKey'> {
  /** Called as the request body goes out, with the share sent so far (0 to 1). */
  onProgress?: (fraction: number) => void;
}

export interface ApiClientOptions {
  /** The session's bearer token at the time of each request. */
  getToken: () => string | null;
  /** Shows a global error toast. */
  notifyError: (message: string) => void;
  fetch?: typeof fetch;
}

/**
 * The API's responses are typed by their contracts and not parsed again here: the server checks every response
 * against its contract before sending it (decision record 16), so the browser builds no schemas to read them.
 */
export interface ApiClient {
  /** Sends a request and returns its JSON body, of the type its contract gives (none when `T` is void). */
  request<T = void>(path: string, options?: RequestOptions): Promise<T>;
  /**
   * POSTs multipart `formData` with upload progress (fetch cannot report it, so this uses XMLHttpRequest) and
   * the same error handling as `request`.
   */
  upload<T>(path: string, formData: FormData, options?: UploadOptions): Promise<T>;
  /** Fetches a binary resource (an image served only to its owner) with the bearer header. */
  getBlob(path: string, options?: Omit<RequestOptions, 'method' | 'body'>): Promise<Blob>;
  /** Registers a listener for any 401 response; returns the unsubscribe function. */
  onUnauthorized(listener: () => void): () => void;
}

/** The bearer token never leaves our origin, whatever URL a response hands us. */
const isSameOrigin = (path: string) => new URL(path, window.location.href).origin === window.location.origin;

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

/** The error shape, read from any body: a proxy or a crashed server may answer with something else. */
const parseErrorBody = (body: unknown): ErrorResponse | null => {
  if (!isRecord(body) || typeof body.message !== 'string') return null;
  const errors: Record<string, string[]> = {};
  if (isRecord(body.errors)) {
    for (const [field, messages] of Object.entries(body.errors)) {
      if (Array.isArray(messages)) errors[field] = messages.filter((message): message is string => typeof message === 'string');
    }
  }
  return { message: body.message, errors };
};

const readErrorBody = (response: Response): Promise<unknown> => response.json().catch(() => null);

const parseJson = (text: string): unknown => {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
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
    const { method = 'GET', body, toastErrors = true, signal, idempotencyKey, keepalive } = options;
    const headers = new Headers({ Accept: accept });
    const token = getToken();
    if (token && isSameOrigin(path)) headers.set('Authorization', `Bearer ${token}`);
    if (idempotencyKey) headers.set('Idempotency-Key', idempotencyKey);
    let payload: BodyInit | undefined;
    if (body instanceof FormData) payload = body;
    else if (body !== undefined) {
      headers.set('Content-Type', 'application/json');
      payload = JSON.stringify(body);
    }

    let response: Response;
    try {
      response = await doFetch(path, { method, headers, body: payload, signal, keepalive });
    } catch (cause) {
      if (signal?.aborted) throw cause;
      throw fail({ status: 0 }, toastErrors, MESSAGES.global.networkError);
    }
    if (response.ok) return response;

    throw failure(response.status, await readErrorBody(response), toastErrors);
  }

  /** The error for a failed status, after the global handling of spec §8. */
  function failure(status: number, body: unknown, toastErrors: boolean): ApiError {
    const errorBody = parseErrorBody(body);
    const init = { status, serverMessage: errorBody?.message || null, fieldErrors: errorBody?.errors ?? {}, body };
    if (status === 401) {
      for (const listener of [...unauthorizedListeners]) listener();
      return new ApiError(init);
    }
    if (status === 400) return fail(init, toastErrors, init.serverMessage ?? MESSAGES.global.badRequest);
    if (status >= 500) return fail(init, toastErrors, init.serverMessage ?? MESSAGES.global.serverError);
    return new ApiError(init);
  }

  /** A success without the JSON body its contract promises is the server's fault, so it reads as a server error. */
  function unreadable(toastErrors: boolean) {
    return fail({ status: 500 }, toastErrors, MESSAGES.global.serverError);
  }

  async function request<T>(path: string, options: RequestOptions = {}): Promise<T> {
    const response = await send(path, options, 'application/json');
    const text = await response.text();
    if (text === '') return undefined as T;
    const body = parseJson(text);
    if (body === undefined) throw unreadable(options.toastErrors ?? true);
    return body as T;
  }

  function upload<T>(path: string, formData: FormData, options: UploadOptions = {}): Promise<T> {
    const { onProgress, toastErrors = true, signal, idempotencyKey } = options;
    return new Promise<T>((resolve, reject) => {
      const xhr = new XMLHttpRequest();
      xhr.open('POST', path);
      xhr.setRequestHeader('Accept', 'application/json');
      const token = getToken();
      if (token && isSameOrigin(path)) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
      if (idempotencyKey) xhr.setRequestHeader('Idempotency-Key', idempotencyKey);
      xhr.upload.onprogress = (event) => {
        if (event.lengthComputable && event.total > 0) onProgress?.(event.loaded / event.total);
      };
      xhr.onload = () => {
        const body = parseJson(xhr.responseText);
        try {
          if (xhr.status >= 200 && xhr.status < 300) {
            if (body === undefined) reject(unreadable(toastErrors));
            else resolve(body as T);
          } else reject(failure(xhr.status, body, toastErrors));
        } catch (error) {
          reject(error instanceof Error ? error : new Error(String(error)));
        }
      };
      xhr.onerror = () => reject(fail({ status: 0 }, toastErrors, MESSAGES.global.networkError));
      xhr.onabort = () => reject(new DOMException('The upload was aborted.', 'AbortError'));
      signal?.addEventListener('abort', () => xhr.abort(), { once: true });
      xhr.send(formData);
    });
  }

  return {
    request,
    upload,
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
