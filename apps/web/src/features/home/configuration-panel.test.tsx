import { MESSAGES, PRACTICE_AREAS, REGIONS, UserConfigurationInsertOrUpdateRequest, type UserConfigurationItem } from '@dd/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi, reply, type RecordedRequest } from '../../test/fake-api.ts';
import { aUser, configurationItems, configurationReply, savedConfiguration, signedIn, storeToken, userReply, noCases } from '../../test/fixtures.ts';
import { expectToasts, findHeading, renderApp } from '../../test/render-app.tsx';

const SAVE = 'POST /api/user-configuration/insert-or-update';
const LIST = 'POST /api/user-configuration/list';

const section = (name: 'Regions' | 'Practice areas') => within(screen.getByRole('region', { name }));
const checked = (name: 'Regions' | 'Practice areas') =>
  section(name)
    .getAllByRole('checkbox')
    .filter((box) => (box as HTMLInputElement).checked)
    .map((box) => box.closest('div')?.textContent);

/** The server's answer to a save: every item of the types saved, as stored after the change. */
const echoSave =
  (stored: UserConfigurationItem[]) =>
  (request: RecordedRequest) => {
    const { payloads } = UserConfigurationInsertOrUpdateRequest.parse(request.json);
    for (const { type, value, should_remove } of payloads) {
      const existing = stored.find((item) => item.type === type && item.value === value);
      if (existing) existing.is_active = !should_remove;
      else stored.push({ type, value, is_active: !should_remove });
    }
    const types = new Set(payloads.map((payload) => payload.type));
    return configurationReply(stored.filter((item) => types.has(item.type)));
  };

/** Waits for the home page with both lists loaded. */
const togglesShown = async () => {
  await findHeading('Welcome, Aoife Murphy');
  await section('Regions').findAllByRole('checkbox');
  await section('Practice areas').findAllByRole('checkbox');
};

const payloadsOf = (request: RecordedRequest | undefined) => UserConfigurationInsertOrUpdateRequest.parse(request?.json).payloads;

const openHome = async (items: UserConfigurationItem[] = []) => {
  storeToken();
  const stored = items.map((item) => ({ ...item }));
  const api = fakeApi({ ...signedIn(aUser(), items), [SAVE]: echoSave(stored) });
  const app = renderApp('/');
  await togglesShown();
  return { api, app };
};

describe('configuration selection on the home page', () => {
  it('fetches both lists at the start of the session and shows every value as a labelled toggle', async () => {
    const { api } = await openHome();

    expect(api.to(LIST).map((request) => request.json)).toEqual([{ type: 'TYPE-REGION' }, { type: 'TYPE-PRACTICE-AREA' }]);
    for (const region of REGIONS) expect(section('Regions').getByRole('checkbox', { name: region })).not.toBeChecked();
    for (const { name } of PRACTICE_AREAS) {
      expect(section('Practice areas').getByRole('checkbox', { name })).not.toBeChecked();
    }
  });

  it('restores the saved selection from the list response, leaving inactive items unselected', async () => {
    await openHome([
      ...configurationItems('TYPE-REGION', ['England', 'Wales']),
      ...configurationItems('TYPE-REGION', ['Scotland'], false),
      ...configurationItems('TYPE-PRACTICE-AREA', ['Property Law']),
      ...configurationItems('TYPE-PRACTICE-AREA', ['Litigation'], false),
    ]);

    expect(checked('Regions')).toEqual(['England', 'Wales']);
    expect(checked('Practice areas')).toEqual(['Property Law']);
    expect(section('Regions').getByText('2 of 5 selected')).toBeInTheDocument();
  });

  it('saves a single toggle as one payload, with should_remove when deselecting', async () => {
    const { api, app } = await openHome(configurationItems('TYPE-REGION', ['Wales']));

    await app.user.click(section('Regions').getByRole('checkbox', { name: 'Scotland' }));
    await waitFor(() => expect(api.to(SAVE)).toHaveLength(1));
    expect(payloadsOf(api.to(SAVE)[0])).toEqual([{ type: 'TYPE-REGION', value: 'Scotland', should_remove: false }]);

    await app.user.click(section('Regions').getByRole('checkbox', { name: 'Wales' }));
    await waitFor(() => expect(api.to(SAVE)).toHaveLength(2));
    expect(payloadsOf(api.to(SAVE)[1])).toEqual([{ type: 'TYPE-REGION', value: 'Wales', should_remove: true }]);
    await waitFor(() => expect(checked('Regions')).toEqual(['Scotland']));
    await expectToasts();
  });

  it('toggle-all selects all when not all are selected, saving only the values that change', async () => {
    const { api, app } = await openHome(configurationItems('TYPE-PRACTICE-AREA', ['Property Law', 'Litigation']));

    await app.user.click(section('Practice areas').getByRole('button', { name: 'Select all' }));

    await waitFor(() => expect(api.to(SAVE)).toHaveLength(1));
    expect(payloadsOf(api.to(SAVE)[0])).toEqual(
      ['Corporate Law', 'Banking Law', 'Construction Law', 'Employment Law'].map((value) => ({
        type: 'TYPE-PRACTICE-AREA',
        value,
        should_remove: false,
      })),
    );
    expect(checked('Practice areas')).toEqual(PRACTICE_AREAS.map((area) => area.name));
    expect(section('Practice areas').getByRole('button', { name: 'Clear all' })).toBeInTheDocument();
    expect(checked('Regions')).toEqual([]);
  });

  it('toggle-all clears all when all are selected, removing every value', async () => {
    const { api, app } = await openHome(configurationItems('TYPE-REGION', REGIONS));

    await app.user.click(section('Regions').getByRole('button', { name: 'Clear all' }));

    await waitFor(() => expect(api.to(SAVE)).toHaveLength(1));
    expect(payloadsOf(api.to(SAVE)[0])).toEqual(
      REGIONS.map((value) => ({ type: 'TYPE-REGION', value, should_remove: true })),
    );
    await waitFor(() => expect(checked('Regions')).toEqual([]));
    expect(section('Regions').getByRole('button', { name: 'Select all' })).toBeInTheDocument();
  });

  it('updates the selection from the items the save returns', async () => {
    storeToken();
    const api = fakeApi({
      ...signedIn(),
      // The server holds more than this page knew about: its answer is the truth.
      [SAVE]: configurationReply(configurationItems('TYPE-REGION', ['Scotland', 'Republic of Ireland'])),
    });
    const app = renderApp('/');
    await togglesShown();

    await app.user.click(screen.getByRole('checkbox', { name: 'Scotland' }));

    await waitFor(() => expect(checked('Regions')).toEqual(['Scotland', 'Republic of Ireland']));
    expect(api.to(SAVE)).toHaveLength(1);
  });

  it('shows a skeleton while a list loads, then the toggles', async () => {
    storeToken();
    const regions = reply.deferred();
    fakeApi({
      'GET /api/user': userReply(),
      ...noCases,
      [LIST]: (request) =>
        (request.json as { type: string }).type === 'TYPE-REGION' ? regions.reply : configurationReply([]),
    });
    renderApp('/');
    await findHeading('Welcome, Aoife Murphy');

    expect(await section('Regions').findByRole('status')).toHaveTextContent('Loading your regions…');
    expect(section('Regions').queryByRole('checkbox')).not.toBeInTheDocument();
    expect(section('Regions').queryByRole('button', { name: 'Select all' })).not.toBeInTheDocument();
    expect(await section('Practice areas').findByRole('checkbox', { name: 'Litigation' })).toBeInTheDocument();

    regions.resolve(configurationReply(configurationItems('TYPE-REGION', ['Wales'])));

    expect(await section('Regions').findByRole('checkbox', { name: 'Wales' })).toBeChecked();
    expect(section('Regions').queryByRole('status')).not.toBeInTheDocument();
  });

  it('shows an error with Retry when a list fails to load, and Retry fetches it again', async () => {
    storeToken();
    const api = fakeApi({
      'GET /api/user': userReply(),
      ...noCases,
      [LIST]: [reply.error(500), configurationReply([]), savedConfiguration(configurationItems('TYPE-REGION', ['Scotland']))],
    });
    const app = renderApp('/');
    await findHeading('Welcome, Aoife Murphy');

    expect(await section('Regions').findByRole('alert')).toHaveTextContent('Your regions could not be loaded.');
    await expectToasts(MESSAGES.global.serverError);
    expect(section('Regions').queryByRole('checkbox')).not.toBeInTheDocument();
    expect(await section('Practice areas').findByRole('checkbox', { name: 'Litigation' })).toBeInTheDocument();

    await app.user.click(section('Regions').getByRole('button', { name: 'Retry' }));

    expect(await section('Regions').findByRole('checkbox', { name: 'Scotland' })).toBeChecked();
    expect(section('Regions').queryByRole('alert')).not.toBeInTheDocument();
    expect(api.to(LIST).map((request) => request.json)).toEqual([
      { type: 'TYPE-REGION' },
      { type: 'TYPE-PRACTICE-AREA' },
      { type: 'TYPE-REGION' },
    ]);
  });

  it.each([
    ['a 500, toasted once by the global handling', reply.error(500), MESSAGES.global.serverError],
    ['a 422, with the server message', reply.error(422, { message: 'The selected value is invalid.', errors: { 'payloads.0.value': ['The selected value is invalid.'] } }), 'The selected value is invalid.'],
    ['a network failure', reply.networkError(), MESSAGES.global.networkError],
  ])('reverts a failed save and tells the lawyer: %s', async (_case, failure, message) => {
    storeToken();
    fakeApi({ ...signedIn(aUser(), configurationItems('TYPE-REGION', ['England'])), [SAVE]: failure });
    const app = renderApp('/');
    await togglesShown();

    await app.user.click(section('Regions').getByRole('button', { name: 'Select all' }));

    await expectToasts(message);
    expect(checked('Regions')).toEqual(['England']);
    expect(section('Regions').getByRole('button', { name: 'Select all' })).toBeInTheDocument();
  });

  it('saves quick changes one after another, in the order they were made', async () => {
    storeToken();
    const first = reply.deferred();
    const api = fakeApi({
      ...signedIn(),
      [SAVE]: [first.reply, configurationReply(configurationItems('TYPE-REGION', ['Scotland'], false))],
    });
    const app = renderApp('/');
    await togglesShown();

    await app.user.click(screen.getByRole('checkbox', { name: 'Scotland' }));
    await app.user.click(screen.getByRole('checkbox', { name: 'Scotland' }));

    await waitFor(() => expect(api.to(SAVE)).toHaveLength(1));
    expect(checked('Regions')).toEqual([]);
    first.resolve(configurationReply(configurationItems('TYPE-REGION', ['Scotland'])));

    await waitFor(() => expect(api.to(SAVE)).toHaveLength(2));
    expect(api.to(SAVE).map(payloadsOf)).toEqual([
      [{ type: 'TYPE-REGION', value: 'Scotland', should_remove: false }],
      [{ type: 'TYPE-REGION', value: 'Scotland', should_remove: true }],
    ]);
    // The first answer was not shown: it would have ticked Scotland again while its removal was on the way.
    expect(checked('Regions')).toEqual([]);
  });

  it('fetches nothing for a logged-out visitor', async () => {
    const api = fakeApi();
    renderApp('/login');

    await findHeading('Log in');
    expect(api.requests).toHaveLength(0);
  });
});
