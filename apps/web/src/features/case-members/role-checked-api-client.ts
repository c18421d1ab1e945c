import type { ApiClient, RequestOptions, UploadOptions } from '../../lib/api-client.ts';
import { ApiError } from '../../lib/api-error.ts';

/**
 * The app's API client as a case's page uses it. A change the caller's role on the case no longer allows (403: the
 * owner or an editor changed it since the page learnt it) is told in a toast with the server's words, and
 * `onForbidden` lets the page ask again who may do what, so it stops offering what was refused. The error goes on
 * to the caller marked as toasted, so a form does not say it a second time; a caller that toasts the server's
 * message itself shows the same toast, which is shown once. Reads are left to the page, which words their failures.
 */
export function roleCheckedApiClient(api: ApiClient, notify: (message: string) => void, onForbidden: () => void): ApiClient {
  async function watch<T>(call: () => Promise<T>): Promise<T> {
    try {
      return await call();
    } catch (error) {
      if (!(error instanceof ApiError) || error.status !== 403) throw error;
      notify(error.message);
      onForbidden();
      const { status, serverMessage, fieldErrors, body } = error;
      throw new ApiError({ status, serverMessage, fieldErrors, body, toasted: true });
    }
  }
  return {
    request<T = void>(path: string, options?: RequestOptions) {
      return (options?.method ?? 'GET') === 'GET' ? api.request<T>(path, options) : watch(() => api.request<T>(path, options));
    },
    upload<T>(path: string, formData: FormData, options?: UploadOptions) {
      return watch(() => api.upload<T>(path, formData, options));
    },
    getBlob: (path, options) => api.getBlob(path, options),
    onUnauthorized: (listener) => api.onUnauthorized(listener),
  };
}
