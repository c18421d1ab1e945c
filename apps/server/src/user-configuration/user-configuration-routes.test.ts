import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES, type UserConfigurationItem } from '@dd/contracts';
import { bearer, createTestApp, registerUser, type TestApp } from '../testing/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

type Payload = { type: string; value: string; should_remove: boolean };

const list = (token: string | null, body: object) =>
  t.app.inject({ method: 'POST', url: '/api/user-configuration/list', headers: token ? bearer(token) : {}, payload: body });

const save = (token: string | null, payloads: unknown) =>
  t.app.inject({
    method: 'POST',
    url: '/api/user-configuration/insert-or-update',
    headers: token ? bearer(token) : {},
    payload: { payloads },
  });

const items = (response: { json: () => unknown }) =>
  (response.json() as { data: { userConfigurations: UserConfigurationItem[] } }).data.userConfigurations;

const region = (value: string, shouldRemove = false): Payload => ({ type: 'TYPE-REGION', value, should_remove: shouldRemove });
const area = (value: string, shouldRemove = false): Payload => ({ type: 'TYPE-PRACTICE-AREA', value, should_remove: shouldRemove });

/**
 * The selection as the web app keeps it (spec §4): the values replaced by the items returned, each added
 * when active and removed when not.
 */
const selected = (list: UserConfigurationItem[]) => list.filter((item) => item.is_active).map((item) => item.value);

describe('POST /api/user-configuration/insert-or-update and /list', () => {
  it('saves regions and practice areas, each listed with is_active', async () => {
    const { token } = await registerUser(t.app);

    const saved = await save(token, [region('Wales'), region('Scotland'), area('Litigation')]);
    expect(saved.statusCode).toBe(200);
    expect(items(saved)).toEqual([
      { type: 'TYPE-REGION', value: 'Scotland', is_active: true },
      { type: 'TYPE-REGION', value: 'Wales', is_active: true },
      { type: 'TYPE-PRACTICE-AREA', value: 'Litigation', is_active: true },
    ]);

    const regions = await list(token, { type: 'TYPE-REGION' });
    expect(regions.statusCode).toBe(200);
    expect(items(regions)).toEqual([
      { type: 'TYPE-REGION', value: 'Scotland', is_active: true },
      { type: 'TYPE-REGION', value: 'Wales', is_active: true },
    ]);
    expect(items(await list(token, { type: 'TYPE-PRACTICE-AREA' }))).toEqual([
      { type: 'TYPE-PRACTICE-AREA', value: 'Litigation', is_active: true },
    ]);
  });

  it('removes an item with should_remove and adds it back with should_remove false', async () => {
    const { token } = await registerUser(t.app);
    await save(token, [region('England'), region('Wales')]);

    const removed = await save(token, [region('Wales', true)]);
    expect(items(removed)).toEqual([
      { type: 'TYPE-REGION', value: 'England', is_active: true },
      { type: 'TYPE-REGION', value: 'Wales', is_active: false },
    ]);
    expect(selected(items(await list(token, { type: 'TYPE-REGION' })))).toEqual(['England']);

    const restored = await save(token, [region('Wales', false)]);
    expect(selected(items(restored))).toEqual(['England', 'Wales']);
    expect(items(await list(token, { type: 'TYPE-REGION' }))).toEqual([
      { type: 'TYPE-REGION', value: 'England', is_active: true },
      { type: 'TYPE-REGION', value: 'Wales', is_active: true },
    ]);
  });

  it('answers only the types in the payload, after the change; an item sent twice takes its last state', async () => {
    const { token } = await registerUser(t.app);
    await save(token, [area('Property Law'), region('Republic of Ireland')]);

    const response = await save(token, [area('Banking Law'), area('Property Law'), area('Property Law', true)]);

    expect(items(response)).toEqual([
      { type: 'TYPE-PRACTICE-AREA', value: 'Property Law', is_active: false },
      { type: 'TYPE-PRACTICE-AREA', value: 'Banking Law', is_active: true },
    ]);
  });

  it('selects all, then clears all (the toggle-all control) in one call each', async () => {
    const { token } = await registerUser(t.app);
    const all = ['Scotland', 'Northern Ireland', 'England', 'Wales', 'Republic of Ireland'];

    expect(selected(items(await save(token, all.map((value) => region(value)))))).toEqual(all);
    expect(selected(items(await save(token, all.map((value) => region(value, true)))))).toEqual([]);
    expect(items(await list(token, { type: 'TYPE-REGION' }))).toHaveLength(5);
  });

  it('never shows or changes another user’s configuration', async () => {
    const first = await registerUser(t.app);
    const second = await registerUser(t.app);
    await save(first.token, [region('Northern Ireland'), area('Corporate Law')]);

    expect(items(await list(second.token, { type: 'TYPE-REGION' }))).toEqual([]);
    expect(items(await save(second.token, [region('Northern Ireland', true)]))).toEqual([
      { type: 'TYPE-REGION', value: 'Northern Ireland', is_active: false },
    ]);
    expect(items(await list(first.token, { type: 'TYPE-REGION' }))).toEqual([
      { type: 'TYPE-REGION', value: 'Northern Ireland', is_active: true },
    ]);
  });

  it('answers 401 without a token', async () => {
    for (const response of [await list(null, { type: 'TYPE-REGION' }), await save(null, [region('Wales')])]) {
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ message: MESSAGES.global.unauthenticated });
    }
  });
});

describe('validation (422, errors keyed by field path: "type", "payloads", "payloads.<index>.<field>")', () => {
  it('names a missing or unknown type on list', async () => {
    const { token } = await registerUser(t.app);
    const missing = await list(token, {});
    expect(missing.statusCode).toBe(422);
    expect(missing.json()).toEqual({ message: 'The type field is required.', errors: { type: ['The type field is required.'] } });

    const unknown = await list(token, { type: 'TYPE-COLOUR' });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().errors).toEqual({ type: ['The selected type is invalid.'] });
  });

  it('names an empty or missing payloads list', async () => {
    const { token } = await registerUser(t.app);
    for (const payloads of [[], undefined]) {
      const response = await save(token, payloads);
      expect(response.statusCode).toBe(422);
      expect(response.json().errors).toEqual({ payloads: ['The payloads field is required.'] });
    }
  });

  it('names each invalid item by its index, and saves none of the batch', async () => {
    const { token } = await registerUser(t.app);

    const response = await save(token, [
      region('Wales'),
      { type: 'TYPE-REGION', value: 'Isle of Man', should_remove: false },
      { type: 'TYPE-COLOUR', value: 'Blue', should_remove: false },
      { type: 'TYPE-PRACTICE-AREA', value: 'Scotland', should_remove: false },
      { type: 'TYPE-REGION', value: 'England' },
    ]);

    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({
      'payloads.1.value': ['The selected value is invalid.'],
      'payloads.2.type': ['The selected type is invalid.'],
      'payloads.3.value': ['The selected value is invalid.'],
      'payloads.4.should_remove': ['The should remove field must be true or false.'],
    });
    expect(items(await list(token, { type: 'TYPE-REGION' }))).toEqual([]);
  });
});
