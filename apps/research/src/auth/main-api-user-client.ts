import { createHash } from 'node:crypto';
import { UserResponse } from '@dd/contracts';
import type { User } from '@dd/contracts';
import { LRUCache } from 'lru-cache';

/** The main API could not say who a token belongs to: down, too slow, or answering something unexpected. */
export class MainApiUnavailableError extends Error {
  override name = 'MainApiUnavailableError';
}

export type MainApiUserClient = {
  /** The user the main API says owns this bearer token, or null when it refuses the token. */
  userForToken(token: string): Promise<User | null>;
};

export type MainApiUserClientOptions = {
  mainApiUrl: string;
  timeoutMs: number;
  /**
   * How long a confirmed token is trusted without asking again, counted from when the main API was asked: a
   * token revoked there is refused here at most this long after.
   */
  cacheTtlMs: number;
  /** Milliseconds on a monotonic clock; tests move it to expire the cache. */
  now?: () => number;
};

export function createMainApiUserClient(options: MainApiUserClientOptions): MainApiUserClient {
  const now = options.now ?? (() => performance.now());
  // Keyed by the token's hash so a memory dump of this host gives away no usable token.
  const confirmed = new LRUCache<string, User>({
    ttl: options.cacheTtlMs,
    max: 10_000,
    perf: { now },
    ...(options.now && { ttlResolution: 0 }),
  });
  const pending = new Map<string, Promise<User | null>>();

  async function askMainApi(token: string): Promise<User | null> {
    let response: Response;
    try {
      response = await fetch(`${options.mainApiUrl}/api/user`, {
        headers: { authorization: `Bearer ${token}`, accept: 'application/json' },
        signal: AbortSignal.timeout(options.timeoutMs),
      });
    } catch (error) {
      throw new MainApiUnavailableError(`No answer from the main API at ${options.mainApiUrl}`, { cause: error });
    }
    if (response.status === 401) {
      await response.body?.cancel();
      return null;
    }
    if (!response.ok) {
      await response.body?.cancel();
      throw new MainApiUnavailableError(`The main API answered ${response.status} to GET /api/user`);
    }
    const parsed = UserResponse.safeParse(await response.json().catch(() => undefined));
    if (!parsed.success) throw new MainApiUnavailableError('The main API answered GET /api/user with an unexpected body');
    return parsed.data.data.user;
  }

  return {
    async userForToken(token) {
      const key = createHash('sha256').update(token).digest('hex');
      const known = confirmed.get(key);
      if (known) return known;
      // Parallel requests with one token (several uploads at once) share a single question to the main API.
      let answer = pending.get(key);
      if (!answer) {
        // The answer is only as fresh as the question: a slow reply must not stretch the revocation bound.
        const askedAt = now();
        answer = askMainApi(token)
          .then((user) => {
            if (user) confirmed.set(key, user, { start: askedAt });
            return user;
          })
          .finally(() => pending.delete(key));
        pending.set(key, answer);
      }
      return answer;
    },
  };
}
