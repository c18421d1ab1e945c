import { AdminModelUsageResponse, ModelSettingsResponse } from '@dd/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeApi, reply } from '../../test/fake-api.ts';
import { aUser, signedIn, storeToken } from '../../test/fixtures.ts';
import { findHeading, renderApp } from '../../test/render-app.tsx';

const me = aUser({ id: 'admin-1', role: 'admin', name: 'Róisín Walsh', email: 'roisin@walsh-law.ie' });
const totals = { calls: 120, failedCalls: 2, inputTokens: 1_250_000, cachedInputTokens: 400_000, outputTokens: 60_000, callMs: 95_000 };
const usage = (builtinOnlyByDefault: boolean) =>
  reply.ok(AdminModelUsageResponse, {
    data: {
      engine: 'llm:gpt-4.1-mini',
      maxTokensPerCase: 2_000_000,
      builtinOnlyByDefault,
      months: [{ month: '2026-11', ...totals }],
      cases: [{ caseId: 'case-1', title: 'Albion House lease', ownerEmail: 'aoife@walsh-law.ie', allowanceSpent: true, ...totals }],
    },
  });

describe('admin language model page', () => {
  it("shows the model, each month's and each case's calls and tokens, and turns the default for new cases on", async () => {
    storeToken();
    let byDefault = false;
    const api = fakeApi({
      ...signedIn(me),
      'GET /api/admin/model-usage': () => usage(byDefault),
      'PUT /api/admin/model-settings': (request) => {
        byDefault = (request.json as { builtinOnlyByDefault: boolean }).builtinOnlyByDefault;
        return reply.ok(ModelSettingsResponse, { data: { engine: 'llm:gpt-4.1-mini', builtinOnlyByDefault: byDefault, firmBuiltinOnlyByDefault: false } });
      },
    });
    renderApp('/admin/language-model');
    await findHeading('Language model');

    expect(await screen.findByText(/Answering: llm:gpt-4\.1-mini\. Each case may spend 2,000,000 tokens\./)).toBeInTheDocument();
    const month = within(screen.getByRole('table', { name: 'Usage by month' }));
    expect(month.getByRole('row', { name: /2026-11 120 2 1,250,000 400,000 60,000 95 s/ })).toBeInTheDocument();
    const byCase = within(screen.getByRole('table', { name: 'Usage by case' }));
    expect(byCase.getByRole('row', { name: /Albion House lease aoife@walsh-law\.ie 120 1,250,000 60,000 Spent/ })).toBeInTheDocument();

    const toggle = screen.getByRole('switch', { name: /New cases are “built-in engine only”/ });
    expect(toggle).not.toBeChecked();
    await userEvent.click(toggle);

    expect(api.to('PUT /api/admin/model-settings').map((request) => request.json)).toEqual([{ builtinOnlyByDefault: true }]);
    await waitFor(() => expect(screen.getByRole('switch', { name: /New cases are “built-in engine only”/ })).toBeChecked());
  });

  it('shows the new default at once and keeps the keyboard on the switch while it is saved, and puts it back when refused', async () => {
    storeToken();
    let byDefault = false;
    const saved = reply.deferred();
    const api = fakeApi({
      ...signedIn(me),
      'GET /api/admin/model-usage': () => usage(byDefault),
      'PUT /api/admin/model-settings': [
        (request) => {
          byDefault = (request.json as { builtinOnlyByDefault: boolean }).builtinOnlyByDefault;
          return saved.reply;
        },
        reply.error(500, { message: 'Something went wrong.' }),
      ],
    });
    renderApp('/admin/language-model');
    await findHeading('Language model');
    const toggle = () => screen.getByRole('switch', { name: /New cases are “built-in engine only”/ });
    expect(await screen.findByRole('switch', { name: /New cases are “built-in engine only”/ })).not.toBeChecked();
    const shown: (string | null)[] = [];
    const observer = new MutationObserver(() => shown.push(toggle().getAttribute('data-checked')));
    observer.observe(toggle(), { attributes: true, attributeFilter: ['data-checked'] });

    toggle().focus();
    await userEvent.keyboard(' ');
    expect(toggle()).toBeChecked();
    expect(toggle()).toHaveFocus();
    saved.resolve(reply.ok(ModelSettingsResponse, { data: { engine: 'llm:gpt-4.1-mini', builtinOnlyByDefault: true, firmBuiltinOnlyByDefault: false } }));
    await waitFor(() => expect(api.to('GET /api/admin/model-usage').length).toBeGreaterThan(1));
    await waitFor(() => expect(toggle()).toBeChecked());
    observer.disconnect();
    expect(shown).toEqual(['true']);

    await userEvent.click(toggle());
    await waitFor(() => expect(toggle()).toBeChecked());
    expect(api.to('PUT /api/admin/model-settings').map((request) => request.json)).toEqual([{ builtinOnlyByDefault: true }, { builtinOnlyByDefault: false }]);
  });
});
