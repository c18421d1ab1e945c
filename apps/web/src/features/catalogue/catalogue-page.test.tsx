import { MESSAGES, type UserConfigurationItem } from '@dd/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { aDocumentType, aQuestion, documentTypesReply, questionsReply } from '../../test/catalogue-fixtures.ts';
import { fakeApi, reply, type FakeHandler, type FakeRouteKey } from '../../test/fake-api.ts';
import { aUser, configurationItems, signedIn, storeToken } from '../../test/fixtures.ts';
import { findHeading, renderApp } from '../../test/render-app.tsx';

const lease = aDocumentType({ id: 10, name: 'Lease', description: 'A lease of premises granting a term at a rent.' });
const register = aDocumentType({
  id: 11,
  key: 'official-copy',
  name: 'Official copy of the register of title',
  description: 'The HM Land Registry register: property, proprietorship and charges.',
  regions: ['England', 'Wales'],
});
const titleSheet = aDocumentType({
  id: 12,
  key: 'title-sheet',
  name: 'Title sheet',
  description: 'The Land Register of Scotland title sheet.',
  regions: ['Scotland'],
});
const claimForm = aDocumentType({
  id: 20,
  key: 'claim-form',
  name: 'Claim form',
  description: 'Form N1 starting a claim in the County Court or High Court.',
  practiceAreaId: 2,
  regions: ['England', 'Wales'],
});

const leaseQuestions = [
  aQuestion({ id: 103, question: 'Is there an irritancy clause?', answerType: 'yes_no', regions: ['Scotland'], order: 3 }),
  aQuestion({
    id: 102,
    question: 'Is the tenancy contracted out of the security of tenure provisions of the Landlord and Tenant Act 1954?',
    answerType: 'yes_no',
    regions: ['England', 'Wales'],
    order: 2,
  }),
  aQuestion({ id: 104, question: 'When does the contractual term end?', answerType: 'date', order: 4 }),
  aQuestion({ id: 101, question: 'Who is the landlord?', answerType: 'party', order: 1 }),
];

const CHAT = '/api/due-dilligence/chat';
const typesRoute = (areaId: number): FakeRouteKey => `GET ${CHAT}/document-types/${areaId}`;
const questionsRoute = (areaId: number, typeId: number): FakeRouteKey =>
  `GET ${CHAT}/pratice-area/${areaId}/document-types/${typeId}/questions`;

const englandAndWales = [
  ...configurationItems('TYPE-REGION', ['England', 'Wales']),
  ...configurationItems('TYPE-PRACTICE-AREA', ['Property Law', 'Litigation']),
];

const catalogueRoutes = (): Partial<Record<FakeRouteKey, FakeHandler | FakeHandler[]>> => ({
  [typesRoute(1)]: documentTypesReply([lease, register, titleSheet]),
  [typesRoute(2)]: documentTypesReply([claimForm]),
  [questionsRoute(1, 10)]: questionsReply(leaseQuestions),
  [questionsRoute(1, 11)]: questionsReply([aQuestion({ id: 111, question: 'What is the title number?', answerType: 'identifier' })]),
  [questionsRoute(2, 20)]: questionsReply([aQuestion({ id: 201, question: 'What remedy does the claimant seek?', answerType: 'text' })]),
});

const openCatalogue = async (
  path = '/catalogue',
  items: UserConfigurationItem[] = englandAndWales,
  routes = catalogueRoutes(),
) => {
  storeToken();
  const api = fakeApi({ ...signedIn(aUser(), items), ...routes });
  const app = renderApp(path);
  await findHeading('Catalogue');
  // The lawyer's choice has loaded once the page offers to change it.
  await screen.findAllByRole('link', { name: /^(Change your regions|Choose your practice areas)/ });
  return { api, app };
};

const area = (name: string) => within(screen.getByRole('region', { name }));
const typeNames = (name: string) => area(name).queryAllByRole('link').map((link) => link.textContent);
const shownQuestions = () =>
  within(screen.getByRole('list', { name: 'Questions' }))
    .getAllByRole('listitem')
    .map((item) => item.querySelector('p')?.textContent);

describe('catalogue page', () => {
  it('is linked from the header', async () => {
    storeToken();
    fakeApi({ ...signedIn(aUser(), englandAndWales), ...catalogueRoutes() });
    const app = renderApp('/');
    await findHeading('Welcome, Aoife Murphy');

    await app.user.click(within(screen.getByRole('banner')).getByRole('link', { name: 'Catalogue' }));

    expect(await findHeading('Catalogue')).toBeInTheDocument();
    expect(app.pathname()).toBe('/catalogue');
  });

  it('lists the document types of the selected practice areas that apply in the selected regions, by practice area', async () => {
    const { api } = await openCatalogue();

    await waitFor(() => expect(typeNames('Property Law')).toEqual(['Lease', 'Official copy of the register of title']));
    await waitFor(() => expect(typeNames('Litigation')).toEqual(['Claim form']));
    expect(screen.queryByRole('region', { name: 'Corporate Law' })).not.toBeInTheDocument();
    expect(api.to(typesRoute(3))).toHaveLength(0);
    expect(screen.getByText(/apply in England and Wales\./)).toBeInTheDocument();
    expect(screen.getByText('Choose a document type to see its questions.')).toBeInTheDocument();
  });

  it('shows every region when none is selected', async () => {
    await openCatalogue('/catalogue', configurationItems('TYPE-PRACTICE-AREA', ['Property Law']));

    await waitFor(() =>
      expect(typeNames('Property Law')).toEqual(['Lease', 'Official copy of the register of title', 'Title sheet']),
    );
    expect(screen.getByText(/You have not chosen any regions, so every region is shown\./)).toBeInTheDocument();
  });

  it('says so and links home when no practice area is selected', async () => {
    const { api, app } = await openCatalogue('/catalogue', configurationItems('TYPE-REGION', ['Scotland']), {});

    expect(await screen.findByText('You have not chosen any practice areas.')).toBeInTheDocument();
    expect(api.requests.filter((request) => request.path.startsWith(CHAT))).toEqual([]);
    await app.user.click(screen.getByRole('link', { name: 'Choose your practice areas on the home page' }));
    expect(await findHeading('Welcome, Aoife Murphy')).toBeInTheDocument();
  });

  it('shows a chosen type’s questions in order, with readable answer types and the regions of region-specific ones', async () => {
    const { app } = await openCatalogue();

    await app.user.click(await area('Property Law').findByRole('link', { name: 'Lease' }));

    expect(await screen.findByRole('heading', { name: 'Lease', level: 2 })).toBeInTheDocument();
    expect(app.search()).toBe('?area=1&type=10');
    await waitFor(() =>
      expect(shownQuestions()).toEqual([
        'Who is the landlord?',
        'Is the tenancy contracted out of the security of tenure provisions of the Landlord and Tenant Act 1954?',
        'When does the contractual term end?',
      ]),
    );
    const [landlord, tenure, term] = within(screen.getByRole('list', { name: 'Questions' })).getAllByRole('listitem');
    expect(within(landlord as HTMLElement).getByText('Party')).toBeInTheDocument();
    expect(within(tenure as HTMLElement).getByText('Yes / No')).toBeInTheDocument();
    expect(within(term as HTMLElement).getByText('Date')).toBeInTheDocument();
    // Only the region-specific question says where it is asked.
    expect(within(tenure as HTMLElement).getByText('England')).toBeInTheDocument();
    expect(within(tenure as HTMLElement).getByText('Wales')).toBeInTheDocument();
    expect(within(landlord as HTMLElement).queryByText('England')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Lease' })).toHaveAttribute('aria-current', 'page');
  });

  it('opens the type named in the address, and shows every question when no region is selected', async () => {
    await openCatalogue('/catalogue?area=1&type=10', configurationItems('TYPE-PRACTICE-AREA', ['Property Law']));

    expect(await screen.findByRole('heading', { name: 'Lease', level: 2 })).toBeInTheDocument();
    await waitFor(() => expect(shownQuestions()).toHaveLength(4));
    expect(shownQuestions()[2]).toBe('Is there an irritancy clause?');
  });

  it('searches question text, showing the types with matching questions and a highlighted count of matches', async () => {
    const { app } = await openCatalogue('/catalogue?area=1&type=10');
    await screen.findByRole('heading', { name: 'Lease', level: 2 });
    await waitFor(() => expect(shownQuestions()).toHaveLength(3));

    await app.user.type(screen.getByLabelText('Search the catalogue'), 'security of tenure');

    await waitFor(() => expect(typeNames('Property Law')).toEqual(['Lease1']));
    expect(typeNames('Litigation')).toEqual([]);
    expect(area('Litigation').getByText('No Litigation document types match your search.')).toBeInTheDocument();
    const summary = await screen.findByText(
      (_, element) => element?.textContent === '1 document type and 1 question match “security of tenure”.',
      { selector: 'p' },
    );
    expect([...summary.querySelectorAll('mark')].map((mark) => mark.textContent)).toEqual(['1 document type', '1 question']);
    expect(shownQuestions()).toEqual([
      'Is the tenancy contracted out of the security of tenure provisions of the Landlord and Tenant Act 1954?',
    ]);
    expect(screen.getByText('1 of 3 questions match “security of tenure”.')).toBeInTheDocument();
    // It keeps the number it has in the full list.
    expect(within(screen.getByRole('list', { name: 'Questions' })).getByText('2.')).toBeInTheDocument();
    const highlighted = within(screen.getByRole('list', { name: 'Questions' })).getByText('security of tenure');
    expect(highlighted.tagName).toBe('MARK');
  });

  it('searches type names and descriptions', async () => {
    const { app } = await openCatalogue();
    await area('Litigation').findByRole('link', { name: 'Claim form' });

    await app.user.type(screen.getByLabelText('Search the catalogue'), 'county court');

    await waitFor(() => expect(typeNames('Property Law')).toEqual([]));
    expect(typeNames('Litigation')).toEqual(['Claim form']);
  });

  it('shows all the chosen type’s questions again on request, clearing the search', async () => {
    const { app } = await openCatalogue('/catalogue?area=1&type=10');
    await app.user.type(screen.getByLabelText('Search the catalogue'), 'who is');
    await waitFor(() => expect(shownQuestions()).toEqual(['Who is the landlord?']));

    await app.user.click(screen.getByRole('button', { name: 'Show all questions' }));

    expect(screen.getByLabelText('Search the catalogue')).toHaveValue('');
    await waitFor(() => expect(shownQuestions()).toHaveLength(3));
  });

  it('says when nothing matches the search', async () => {
    const { app } = await openCatalogue();
    await area('Property Law').findByRole('link', { name: 'Lease' });

    await app.user.type(screen.getByLabelText('Search the catalogue'), 'debenture');

    expect(await screen.findByText('Nothing in the catalogue matches “debenture”.')).toBeInTheDocument();
    expect(typeNames('Property Law')).toEqual([]);
  });

  it('shows a skeleton while the document types load', async () => {
    const pending = reply.deferred();
    await openCatalogue('/catalogue', configurationItems('TYPE-PRACTICE-AREA', ['Property Law']), {
      [typesRoute(1)]: pending.reply,
    });

    expect(await area('Property Law').findByRole('status')).toHaveTextContent('Loading the Property Law document types…');
    pending.resolve(documentTypesReply([lease]));
    expect(await area('Property Law').findByRole('link', { name: 'Lease' })).toBeInTheDocument();
    expect(area('Property Law').queryByRole('status')).not.toBeInTheDocument();
  });

  it('offers Retry when the document types fail to load', async () => {
    const { api, app } = await openCatalogue('/catalogue', configurationItems('TYPE-PRACTICE-AREA', ['Property Law']), {
      [typesRoute(1)]: [reply.error(500), documentTypesReply([lease])],
    });

    expect(await area('Property Law').findByRole('alert')).toHaveTextContent('The Property Law document types could not be loaded.');
    await app.user.click(area('Property Law').getByRole('button', { name: 'Retry' }));

    expect(await area('Property Law').findByRole('link', { name: 'Lease' })).toBeInTheDocument();
    expect(api.to(typesRoute(1))).toHaveLength(2);
    expect(await screen.findByText(MESSAGES.global.serverError)).toBeInTheDocument();
  });

  it('offers Retry when the questions fail to load, and says when none apply in the regions', async () => {
    const { app } = await openCatalogue('/catalogue?area=1&type=10', englandAndWales, {
      ...catalogueRoutes(),
      [questionsRoute(1, 10)]: [reply.error(503), questionsReply([leaseQuestions[0]!])],
    });

    expect(await screen.findByText('The questions for Lease could not be loaded.')).toBeInTheDocument();
    await app.user.click(screen.getByRole('button', { name: 'Retry' }));

    expect(
      await screen.findByText('None of the questions for this document type apply in the selected regions.'),
    ).toBeInTheDocument();
  });
});
