import { SingleSignOnStatusResponse, type ErrorResponse } from '@dd/contracts';
import { onTestFinished, vi } from 'vitest';
import type { z } from 'zod';

export type FakeMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
/** A route of the fake: method and path, without the query string. */
export type FakeRouteKey = `${FakeMethod} /${string}`;

/** A request the app made, as the server would have seen it. */
export interface RecordedRequest {
  method: FakeMethod;
  path: string;
  url: URL;
  headers: Headers;
  /** The parsed body of a JSON request. */
  json: unknown;
  /** The body of a multipart request. */
  form: FormData | null;
  /** Sent to outlive the page (`keepalive`). */
  keepalive: boolean;
}

export type FakeReply =
  | { kind: 'json'; status: number; body: unknown }
  | { kind: 'bytes'; status: number; bytes: Uint8Array<ArrayBuffer>; contentType: string }
  | { kind: 'empty'; status: number }
  | { kind: 'network-error' }
  | { kind: 'pending'; reply: Promise<FakeReply> };

export type FakeHandler = FakeReply | ((request: RecordedRequest) => FakeReply);

export const reply = {
  /** A success body checked against its contract, so fixtures cannot drift from the API. */
  ok<S extends z.ZodType>(schema: S, body: z.input<S>, status = 200): FakeReply {
    return { kind: 'json', status, body: schema.parse(body) };
  },
  /** A failure: with the API's error body, or with no body at all. */
  error(status: number, body?: ErrorResponse): FakeReply {
    return body ? { kind: 'json', status, body } : { kind: 'empty', status };
  },
  empty(status = 204): FakeReply {
    return { kind: 'empty', status };
  },
  bytes(bytes: Uint8Array<ArrayBuffer>, contentType = 'image/png'): FakeReply {
    return { kind: 'bytes', status: 200, bytes, contentType };
  },
  networkError(): FakeReply {
    return { kind: 'network-error' };
  },
  /** A reply that arrives when the test resolves it, to observe the app while it waits. */
  deferred(): { reply: FakeReply; resolve: (reply: FakeReply) => void } {
    let resolve: (reply: FakeReply) => void = () => undefined;
    const promise = new Promise<FakeReply>((settle) => {
      resolve = settle;
    });
    return { reply: { kind: 'pending', reply: promise }, resolve: (fake) => resolve(fake) };
  },
};

const toResponse = async (fake: FakeReply): Promise<Response> => {
  switch (fake.kind) {
    case 'pending':
      return toResponse(await fake.reply);
    case 'network-error':
      throw new TypeError('Failed to fetch');
    case 'empty':
      return new Response(null, { status: fake.status });
    case 'bytes':
      return new Response(fake.bytes, { status: fake.status, headers: { 'Content-Type': fake.contentType } });
    case 'json':
      return new Response(JSON.stringify(fake.body), {
        status: fake.status,
        headers: { 'Content-Type': 'application/json' },
      });
  }
};

const record = (input: RequestInfo | URL, init: RequestInit = {}): RecordedRequest => {
  const url = new URL(String(input), window.location.href);
  const { body } = init;
  return {
    method: (init.method ?? 'GET').toUpperCase() as FakeMethod,
    path: url.pathname,
    url,
    headers: new Headers(init.headers),
    json: typeof body === 'string' ? JSON.parse(body) : undefined,
    form: body instanceof FormData ? body : null,
    keepalive: init.keepalive ?? false,
  };
};

/** The parts of an XMLHttpRequest the API client's upload uses, answered like `fetch` from the route table. */
const fakeXhrClass = (answer: (input: string, init: RequestInit) => Promise<Response>) =>
  class FakeXMLHttpRequest {
    readonly upload: { onprogress: ((event: ProgressEvent) => void) | null } = { onprogress: null };
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    onabort: (() => void) | null = null;
    status = 0;
    responseText = '';
    private method = 'GET';
    private url = '';
    private readonly headers = new Headers();
    private aborted = false;

    open(method: string, url: string) {
      this.method = method;
      this.url = url;
    }

    setRequestHeader(name: string, value: string) {
      this.headers.set(name, value);
    }

    abort() {
      this.aborted = true;
      this.onabort?.();
    }

    send(body: FormData) {
      const progress = (loaded: number) =>
        this.upload.onprogress?.(new ProgressEvent('progress', { lengthComputable: true, loaded, total: 100 }));
      progress(50);
      progress(100);
      answer(this.url, { method: this.method, headers: this.headers, body }).then(
        async (response) => {
          if (this.aborted) return;
          this.status = response.status;
          this.responseText = await response.text();
          this.onload?.();
        },
        () => {
          if (!this.aborted) this.onerror?.();
        },
      );
    }
  };

/**
 * What the app asks on pages a test may only pass through, answered unless the test routes it itself: the login
 * page asks whether single sign-on is offered (not, here). Unrouted by the test, such a request is not what the
 * test is about: `to()` finds it, `requests` leaves it out.
 */
const AMBIENT_ROUTES: Partial<Record<FakeRouteKey, FakeHandler>> = {
  'GET /api/auth/sso': reply.ok(SingleSignOnStatusResponse, { data: { enabled: false } }),
};

/**
 * Stands in for the API at the network boundary: `fetch` (and XMLHttpRequest, for uploads) answers from a route table (a list answers in turn,
 * its last entry from then on) and records every request. A request with no route fails the test.
 */
export function fakeApi(routes: Partial<Record<FakeRouteKey, FakeHandler | FakeHandler[]>> = {}) {
  const table = new Map<string, FakeHandler[]>();
  const on = (key: FakeRouteKey, handler: FakeHandler | FakeHandler[]) =>
    void table.set(key, Array.isArray(handler) ? [...handler] : [handler]);
  for (const [key, handler] of Object.entries({ ...AMBIENT_ROUTES, ...routes })) if (handler) on(key as FakeRouteKey, handler);
  const ambient = new Set(Object.keys(AMBIENT_ROUTES).filter((key) => !(key in routes)));
  const all: RecordedRequest[] = [];
  const requests: RecordedRequest[] = [];
  const unexpected: string[] = [];

  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = record(input, init);
    const key = `${request.method} ${request.path}`;
    all.push(request);
    if (!ambient.has(key)) requests.push(request);
    const handlers = table.get(key);
    if (!handlers || handlers.length === 0) {
      unexpected.push(key);
      return toResponse(reply.error(404, { message: `No fake route for ${key}` }));
    }
    const handler = handlers.length > 1 ? handlers.shift() : handlers[0];
    if (!handler) throw new Error(`Empty fake route ${key}`);
    return toResponse(typeof handler === 'function' ? handler(request) : handler);
  });
  vi.stubGlobal('fetch', fetch);
  vi.stubGlobal('XMLHttpRequest', fakeXhrClass((input, init) => fetch(input, init)));
  onTestFinished(() => {
    if (unexpected.length > 0) throw new Error(`Requests with no fake route: ${unexpected.join(', ')}`);
  });

  return {
    requests,
    /** Answers `key` with `handler` from now on. */
    on: (key: FakeRouteKey, handler: FakeHandler | FakeHandler[]) => {
      ambient.delete(key);
      on(key, handler);
    },
    /** The requests made to one route, oldest first. */
    to(key: FakeRouteKey): RecordedRequest[] {
      return all.filter((request) => `${request.method} ${request.path}` === key);
    },
  };
}

export type FakeApi = ReturnType<typeof fakeApi>;
