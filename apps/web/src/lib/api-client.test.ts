import { MESSAGES, MessageResponse, type UserResponse } from '@dd/contracts';
import { describe, expect, it, vi } from 'vitest';
import { fakeApi, reply } from '../test/fake-api.ts';
import { aUser, userReply } from '../test/fixtures.ts';
import { createApiClient } from './api-client.ts';
import { ApiError, failureMessage } from './api-error.ts';

const client = (token: string | null = 'secret-token') => {
  const notifyError = vi.fn<(message: string) => void>();
  const api = createApiClient({ getToken: () => token, notifyError });
  return { api, notifyError };
};

const failure = async (promise: Promise<unknown>): Promise<ApiError> => {
  const error: unknown = await promise.then(
    () => new Error('expected the request to fail'),
    (reason: unknown) => reason,
  );
  if (!(error instanceof ApiError)) throw error;
  return error;
};

describe('api client', () => {
  it('sends the bearer token and returns the JSON body', async () => {
    const user = aUser();
    const fake = fakeApi({ 'GET /api/user': userReply(user) });
    const { api } = client('secret-token');

    const response = await api.request<UserResponse>('/api/user');

    expect(response.data.user).toEqual(user);
    const [request] = fake.requests;
    expect(request?.headers.get('Authorization')).toBe('Bearer secret-token');
    expect(request?.headers.get('Accept')).toBe('application/json');
  });

  it('sends no Authorization header without a token', async () => {
    const fake = fakeApi({ 'POST /api/auth/forgot-password': reply.ok(MessageResponse, { message: 'ok' }) });
    const { api } = client(null);

    await api.request('/api/auth/forgot-password', { method: 'POST', body: { email: 'a@b.ie' } });

    expect(fake.requests[0]?.headers.has('Authorization')).toBe(false);
  });

  it('never sends the token to another origin', async () => {
    const fake = fakeApi({ 'GET /logo.png': reply.bytes(new Uint8Array([1])) });
    const { api } = client('secret-token');

    await api.getBlob('https://elsewhere.example/logo.png');

    expect(fake.requests[0]?.url.origin).toBe('https://elsewhere.example');
    expect(fake.requests[0]?.headers.has('Authorization')).toBe(false);
  });

  it('sends plain values as JSON and FormData as multipart, leaving its boundary to the browser', async () => {
    const fake = fakeApi({
      'POST /api/json': reply.empty(204),
      'POST /api/multipart': reply.empty(204),
    });
    const { api } = client();
    const form = new FormData();
    form.set('name', 'Aoife');

    await api.request('/api/json', { method: 'POST', body: { email: 'a@b.ie' } });
    await api.request('/api/multipart', { method: 'POST', body: form });

    const [json, multipart] = fake.requests;
    expect(json?.headers.get('Content-Type')).toBe('application/json');
    expect(json?.json).toEqual({ email: 'a@b.ie' });
    expect(multipart?.headers.has('Content-Type')).toBe(false);
    expect(multipart?.form?.get('name')).toBe('Aoife');
  });

  it('parses a 422 into field errors and leaves it to the form, without a toast', async () => {
    fakeApi({
      'POST /api/auth/login': reply.error(422, {
        message: MESSAGES.global.validationFailed,
        errors: { email: ['The email field is required.'] },
      }),
    });
    const { api, notifyError } = client();

    const error = await failure(api.request('/api/auth/login', { method: 'POST', body: {} }));

    expect(error.status).toBe(422);
    expect(error.message).toBe(MESSAGES.global.validationFailed);
    expect(error.fieldErrors).toEqual({ email: ['The email field is required.'] });
    expect(error.toasted).toBe(false);
    expect(notifyError).not.toHaveBeenCalled();
  });

  it.each([
    [400, { message: 'Malformed filter.' }, 'Malformed filter.'],
    [400, undefined, 'Bad Request'],
    [500, { message: 'Something broke (request 7f3a).' }, 'Something broke (request 7f3a).'],
    [500, undefined, 'Internal Server Error'],
    [502, undefined, 'Internal Server Error'],
  ])('toasts a %i with the server message or the fallback', async (status, body, toast) => {
    fakeApi({ 'GET /api/thing': reply.error(status, body) });
    const { api, notifyError } = client();

    const error = await failure(api.request('/api/thing'));

    expect(notifyError).toHaveBeenCalledExactlyOnceWith(toast);
    expect(error.status).toBe(status);
    expect(error.toasted).toBe(true);
  });

  it('treats a non-JSON error body as having no message', async () => {
    fakeApi({ 'GET /api/thing': { kind: 'bytes', status: 500, bytes: new Uint8Array([60, 104]), contentType: 'text/html' } });
    const { api, notifyError } = client();

    await failure(api.request('/api/thing'));

    expect(notifyError).toHaveBeenCalledExactlyOnceWith('Internal Server Error');
  });

  it('leaves other statuses to the caller', async () => {
    fakeApi({ 'GET /api/thing': reply.error(404, { message: 'Not Found' }) });
    const { api, notifyError } = client();

    const error = await failure(api.request('/api/thing'));

    expect(error.status).toBe(404);
    expect(error.serverMessage).toBe('Not Found');
    expect(notifyError).not.toHaveBeenCalled();
  });

  it('toasts a network failure with the catalogue message', async () => {
    fakeApi({ 'GET /api/thing': reply.networkError() });
    const { api, notifyError } = client();

    const error = await failure(api.request('/api/thing'));

    expect(error.isNetworkError).toBe(true);
    expect(notifyError).toHaveBeenCalledExactlyOnceWith(MESSAGES.global.networkError);
  });

  it('tells 401 listeners, without a toast, and stops telling those that unsubscribed', async () => {
    fakeApi({ 'GET /api/user': reply.error(401, { message: MESSAGES.global.unauthenticated }) });
    const { api, notifyError } = client();
    const stays = vi.fn();
    const leaves = vi.fn();
    api.onUnauthorized(stays);
    const unsubscribe = api.onUnauthorized(leaves);
    unsubscribe();

    const error = await failure(api.request('/api/user', { toastErrors: false }));

    expect(error.status).toBe(401);
    expect(stays).toHaveBeenCalledOnce();
    expect(leaves).not.toHaveBeenCalled();
    expect(notifyError).not.toHaveBeenCalled();
  });

  it('lets a caller that words its own failures turn the global toast off', async () => {
    fakeApi({ 'GET /api/thing': [reply.error(500), reply.networkError()] });
    const { api, notifyError } = client();

    const serverError = await failure(api.request('/api/thing', { toastErrors: false }));
    const networkError = await failure(api.request('/api/thing', { toastErrors: false }));

    expect(notifyError).not.toHaveBeenCalled();
    expect(failureMessage(serverError, 'An error occurred.')).toBe('An error occurred.');
    expect(failureMessage(networkError, 'An error occurred.')).toBe(MESSAGES.global.networkError);
  });

  it("reports a success response without a JSON body (a proxy's page, say) as a server error", async () => {
    const page = new TextEncoder().encode('<html>Gateway</html>');
    fakeApi({ 'GET /api/user': reply.bytes(page, 'text/html'), 'POST /api/upload': reply.bytes(page, 'text/html') });
    const { api, notifyError } = client();

    const error = await failure(api.request<UserResponse>('/api/user'));
    const uploadError = await failure(api.upload('/api/upload', new FormData()));

    expect([error.status, uploadError.status]).toEqual([500, 500]);
    expect(notifyError.mock.calls).toEqual([[MESSAGES.global.serverError], [MESSAGES.global.serverError]]);
  });

  it('returns nothing for an empty success', async () => {
    fakeApi({ 'POST /api/auth/logout': reply.empty(204) });
    const { api } = client();

    await expect(api.request('/api/auth/logout', { method: 'POST' })).resolves.toBeUndefined();
  });

  it('fetches binary resources as blobs', async () => {
    fakeApi({ 'GET /api/files/logo.png': reply.bytes(new Uint8Array([1, 2, 3]), 'image/png') });
    const { api } = client();

    const blob = await api.getBlob('/api/files/logo.png');

    expect(blob.type).toBe('image/png');
    expect(new Uint8Array(await blob.arrayBuffer())).toEqual(new Uint8Array([1, 2, 3]));
  });

  it('uploads multipart with progress and the bearer token, and returns the JSON body', async () => {
    const fake = fakeApi({ 'POST /api/upload': reply.ok(MessageResponse, { message: 'stored' }) });
    const { api } = client('secret-token');
    const form = new FormData();
    form.append('files[]', new File(['%PDF-1.7'], 'lease.pdf', { type: 'application/pdf' }));
    const progress: number[] = [];

    const response = await api.upload<MessageResponse>('/api/upload', form, { onProgress: (f) => progress.push(f) });

    expect(response).toEqual({ message: 'stored' });
    expect(progress).toEqual([0.5, 1]);
    const [request] = fake.requests;
    expect(request?.headers.get('Authorization')).toBe('Bearer secret-token');
    expect(request?.form?.get('files[]')).toBeInstanceOf(File);
  });

  it('rejects an upload the server refuses with its message, toasting only the global statuses', async () => {
    fakeApi({
      'POST /api/too-big': reply.error(413, { message: 'A PDF may be at most 50 MB.' }),
      'POST /api/broken': reply.error(500),
    });
    const { api, notifyError } = client();

    const tooBig = await failure(api.upload('/api/too-big', new FormData()));
    expect(tooBig.status).toBe(413);
    expect(tooBig.message).toBe('A PDF may be at most 50 MB.');
    expect(notifyError).not.toHaveBeenCalled();

    const broken = await failure(api.upload('/api/broken', new FormData()));
    expect(broken.toasted).toBe(true);
    expect(notifyError).toHaveBeenCalledWith(MESSAGES.global.serverError);
  });
});
