import {
  CasesResponse,
  ModelSettingsResponse,
  User,
  UserConfigurationsResponse,
  UserResponse,
  type ConfigurationType,
  type UserConfigurationItem,
} from '@dd/contracts';
import { tokenStorage } from '../lib/token-storage.ts';
import { caseMembersReply, casePresenceReply } from './case-fixtures.ts';
import { reply, type FakeHandler, type FakeReply, type FakeRouteKey } from './fake-api.ts';

export const aUser = (overrides: Partial<User> = {}): User =>
  User.parse({
    id: 'user-1',
    name: 'Aoife Murphy',
    email: 'aoife@murphy-solicitors.ie',
    role: 'user',
    emailVerifiedAt: '2025-03-01T09:00:00.000Z',
    logoUrl: null,
    profilePicUrl: null,
    createdAt: '2025-03-01T09:00:00.000Z',
    ...overrides,
  });

export const userReply = (user: User = aUser()): FakeReply => reply.ok(UserResponse, { data: { user } });

/** Saved configuration items of one type, all active unless said otherwise. */
export const configurationItems = (
  type: ConfigurationType,
  values: readonly string[],
  is_active = true,
): UserConfigurationItem[] => values.map((value) => ({ type, value, is_active }));

export const configurationReply = (items: UserConfigurationItem[]): FakeReply =>
  reply.ok(UserConfigurationsResponse, { data: { userConfigurations: items } });

/** Answers the list call as the server does: with the saved items of the type asked for. */
export const savedConfiguration =
  (items: UserConfigurationItem[] = []): FakeHandler =>
  (request) =>
    configurationReply(items.filter((item) => item.type === (request.json as { type?: unknown }).type));

/** The home page lists the user's cases: none yet. */
export const noCases = {
  'GET /api/due-dilligence/chat/cases': reply.ok(CasesResponse, { data: { cases: [], pagination: { page: 1, perPage: 20, total: 0 } } }),
} satisfies Partial<Record<FakeRouteKey, FakeHandler>>;

/**
 * The case page asks who works on its case: the tests' case-1 is the user's own and nobody shares it. It says the
 * user has it open, and that they closed it: nobody else has it open.
 */
export const ownCase = (user: User = aUser()) =>
  ({
    'GET /api/due-dilligence/chat/cases/case-1/members': caseMembersReply({ owner: { id: user.id, name: user.name, email: user.email } }),
    ...caseOpened('case-1', user),
  }) satisfies Partial<Record<FakeRouteKey, FakeHandler>>;

/** The presence calls of a case's page (use-case-presence.ts): the user alone has the case open, then nobody. */
export const caseOpened = (caseId: string, user: Pick<User, 'id' | 'name'> = aUser()) =>
  ({
    [`PUT /api/due-dilligence/chat/cases/${caseId}/presence`]: casePresenceReply([{ id: user.id, name: user.name }]),
    [`DELETE /api/due-dilligence/chat/cases/${caseId}/presence`]: casePresenceReply([]),
  }) satisfies Partial<Record<FakeRouteKey, FakeHandler>>;

/**
 * The calls every logged-in session makes as it starts (the current user and their saved configuration), and what
 * the home page and the case page ask for first: no cases yet, and case-1 the user's own.
 */
export const signedIn = (user: User = aUser(), items: UserConfigurationItem[] = []) =>
  ({
    'GET /api/user': userReply(user),
    'POST /api/user-configuration/list': savedConfiguration(items),
    // No language model: the forms offer no "built-in engine only" choice.
    'GET /api/model-settings': reply.ok(ModelSettingsResponse, { data: { engine: null, builtinOnlyByDefault: false, firmBuiltinOnlyByDefault: false } }),
    ...noCases,
    ...ownCase(user),
  }) satisfies Partial<Record<FakeRouteKey, FakeHandler>>;

/** A browser that was logged in before the page loaded. */
export const storeToken = (token = 'stored-token') => {
  tokenStorage.set(token);
  return token;
};

/** A few bytes standing in for an image the server sends. */
export const imageBytes = (seed = 1) => new Uint8Array([0x89, 0x50, 0x4e, 0x47, seed]);

/** A file as the lawyer would choose it in the browser's picker. */
export const aFile = (name: string, type: string, size = 1024) => new File([new Uint8Array(size)], name, { type });
