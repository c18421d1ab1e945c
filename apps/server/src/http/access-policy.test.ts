import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@dd/contracts';
import { registerErrorHandler } from '@dd/http-kit';
import { users } from '../db/schema.ts';
import { bearer, createTestApp, registerUser, type TestApp } from '../testing/test-app.ts';
import { registerAccessPolicy, type DeclaredRoute } from './access-policy.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

/** A route's path with every parameter filled by an id that exists nowhere. */
const concrete = (url: string) => url.replace(/:[A-Za-z]+/g, () => randomUUID());

describe('the access policy', () => {
  it('has a declared access for every API route, and enforces it before anything else runs', async () => {
    const routes = t.app.declaredRoutes.filter((route) => route.url.startsWith('/api/') && route.method !== 'HEAD');
    expect(routes.length).toBeGreaterThan(40);
    expect(routes.filter((route) => route.access === undefined)).toEqual([]);

    const { token } = await registerUser(t.app);
    // A member of a firm who is not its admin, as an invitation makes one.
    const member = await registerUser(t.app);
    await t.database.db.update(users).set({ organisationRole: 'member' }).where(eq(users.id, member.user.id));
    for (const route of routes) {
      const method = route.method as 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH';
      const url = concrete(route.url);
      const anonymous = await t.app.inject({ method, url });
      if (route.access === 'public') {
        expect([route.url, anonymous.statusCode]).not.toEqual([route.url, 401]);
        continue;
      }
      expect([method, route.url, anonymous.statusCode]).toEqual([method, route.url, 401]);
      expect(anonymous.json()).toEqual({ message: MESSAGES.global.unauthenticated });
      if (route.access === 'user') continue;
      if (route.access === 'firmAdmin') {
        // Forbidden to a member who is not the firm's admin, whatever the path names.
        const asMember = await t.app.inject({ method, url, headers: bearer(member.token) });
        expect([route.url, asMember.statusCode]).toEqual([route.url, 403]);
        continue;
      }
      const signedIn = await t.app.inject({ method, url, headers: bearer(token) });
      // An admin route is forbidden to a user; another's record (here: none at all) is not found.
      expect([route.url, signedIn.statusCode]).toEqual([route.url, route.access === 'admin' ? 403 : 404]);
    }
  });

  it('refuses a route that declares no access, whoever calls it', async () => {
    const app = Fastify({ logger: false });
    registerErrorHandler(app);
    const routes: DeclaredRoute[] = [];
    registerAccessPolicy(app, {
      routes,
      caseMemberRole: async () => undefined,
      owners: {
        case: async () => undefined,
        caseFile: async () => undefined,
        answer: async () => undefined,
        customQuestion: async () => undefined,
        titleReport: async () => undefined,
        checklistItem: async () => undefined,
      },
    });
    app.get('/forgotten', async () => ({ secret: 'leaked' }));
    app.get('/open', { config: { access: 'public' } }, async () => ({ ok: true }));
    await app.ready();

    const forgotten = await app.inject({ method: 'GET', url: '/forgotten' });
    expect(forgotten.statusCode).toBe(403);
    expect(forgotten.body).not.toContain('leaked');
    expect((await app.inject({ method: 'GET', url: '/open' })).json()).toEqual({ ok: true });
    expect(routes.map((route) => [route.method, route.url, route.access])).toContainEqual(['GET', '/forgotten', undefined]);
    await app.close();
  });
});
