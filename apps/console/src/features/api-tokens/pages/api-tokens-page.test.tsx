import { type ApiToken, createApiToken, listApiTokens, revokeApiToken } from '@console/contracts/api-tokens';
import { messages } from '@console/contracts/messages';
import { PATHS } from '@console/contracts/paths';
import { answer, fakeApi } from '@test/fake-api';
import { renderScreen, signedInAs } from '@test/render-screen';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import ApiTokensPage from './api-tokens-page';

const token = (over: Partial<ApiToken> = {}): ApiToken => ({
  tokenId: 't1',
  name: 'CI lookups',
  ownerId: 'u-test',
  ownerName: 'Test User',
  rules: ['deviceLookup'],
  readOnly: true,
  scope: { countries: ['in'], categories: ['AC'], brands: ['PANASONIC'] },
  createdAt: 1_790_000_000,
  expiresAt: 4_000_000_000,
  lastUsedAt: null,
  revokedAt: null,
  ...over,
});

const open = (query = '') =>
  renderScreen(<ApiTokensPage />, { path: PATHS.apiTokens, url: `${PATHS.apiTokens}${query}` });

describe('API Tokens screen', () => {
  it('lists the person’s tokens with what each may do, and revokes one after a confirmation', async () => {
    signedInAs(['CUSTOMERSUPPORTL3'], 3);
    let revoked = false;
    const calls = fakeApi(
      answer(listApiTokens, () => ({
        total: 1,
        tokens: [token(revoked ? { revokedAt: 1_790_000_100 } : {})],
      })),
      answer(revokeApiToken, () => {
        revoked = true;
        return token({ revokedAt: 1_790_000_100 });
      }),
    );
    open();
    expect(await screen.findByText('CI lookups')).toBeTruthy();
    expect(screen.getByText('Device lookup')).toBeTruthy();
    expect(screen.getByText(messages.tokenReadOnlyTag)).toBeTruthy();
    expect(screen.getByText(messages.tokenNeverUsed)).toBeTruthy();
    // Countries by name, as everywhere else on the console.
    expect(screen.getByText('India · AC · PANASONIC')).toBeTruthy();
    // Only an admin has the tenant's list.
    expect(screen.queryByRole('tab', { name: messages.tokensAll })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: messages.revokeToken }));
    await userEvent.click(await screen.findByRole('button', { name: messages.yes }));
    expect(await screen.findByText(messages.tokenRevoked)).toBeTruthy();
    expect(calls.some((c) => c.method === 'DELETE' && c.url.endsWith('/apiTokens/t1'))).toBe(true);
  });

  it('offers only the permissions the person holds, and shows the new secret once', async () => {
    signedInAs(['CUSTOMERSUPPORTL3'], 3);
    const sent: unknown[] = [];
    fakeApi(
      answer(listApiTokens, () => ({ total: 0, tokens: [] })),
      answer(createApiToken, ({ body }) => {
        sent.push(body);
        return { ...token(), token: 'act_secret-shown-once' };
      }),
    );
    open();
    expect(await screen.findByText(messages.noTokens)).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: messages.newToken }));
    // Level 3 holds device lookup but not the audit log or firmware.
    expect(screen.getByRole('checkbox', { name: 'Device lookup' })).toBeTruthy();
    expect(screen.queryByRole('checkbox', { name: 'Audit log' })).toBeNull();
    expect(screen.queryByRole('radio', { name: messages.tokenPresetFirmwareUpload })).toBeNull();
    // Nothing chosen: the form says what is missing, nothing is sent.
    await userEvent.click(screen.getByRole('button', { name: messages.createToken }));
    expect(await screen.findByText(messages.tokenNameRequired)).toBeTruthy();
    expect(await screen.findByText(messages.tokenRulesRequired)).toBeTruthy();
    expect(sent).toHaveLength(0);
    await userEvent.type(screen.getByLabelText(messages.tokenName), 'CI lookups');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Device lookup' }));
    await userEvent.click(screen.getByRole('button', { name: messages.createToken }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toEqual({
      name: 'CI lookups',
      expiresInDays: 90,
      rules: ['deviceLookup'],
      readOnly: false,
      scope: {},
    });
    const shown = await screen.findByText(messages.tokenShownOnce);
    expect(
      within(shown.closest('.ant-alert') as HTMLElement).getByDisplayValue('act_secret-shown-once'),
    ).toBeTruthy();
  });

  it('puts the focus on the name when the form opens, and refuses an expiry out of range with its message', async () => {
    signedInAs(['CUSTOMERSUPPORTL3'], 3);
    const sent: { expiresInDays: number }[] = [];
    fakeApi(
      answer(listApiTokens, () => ({ total: 0, tokens: [] })),
      answer(createApiToken, ({ body }) => {
        sent.push(body as { expiresInDays: number });
        return { ...token(), token: 'act_x' };
      }),
    );
    open();
    await userEvent.click(await screen.findByRole('button', { name: messages.newToken }));
    expect(document.activeElement).toBe(screen.getByLabelText(messages.tokenName));
    await userEvent.type(screen.getByLabelText(messages.tokenName), 'nightly');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Device lookup' }));
    const days = screen.getByLabelText(messages.tokenExpiresInDays);
    for (const [typed, said] of [
      ['0', messages.tokenExpiryInvalid],
      ['100000', messages.tokenExpiryTooLong],
      ['abc', messages.tokenExpiryInvalid],
    ] as const) {
      await userEvent.clear(days);
      await userEvent.type(days, typed);
      await userEvent.click(screen.getByRole('button', { name: messages.createToken }));
      expect(await screen.findByText(said)).toBeTruthy();
      // Kept as typed, not changed to a value in range.
      expect(days).toHaveProperty('value', typed);
    }
    expect(sent).toHaveLength(0);
    await userEvent.clear(days);
    await userEvent.type(days, '365');
    await userEvent.click(screen.getByRole('button', { name: messages.createToken }));
    await waitFor(() => expect(sent.map((b) => b.expiresInDays)).toEqual([365]));
  });

  it('shows only the spinner while the list is read, not that there is no token', async () => {
    signedInAs(['CUSTOMERSUPPORTL3'], 3);
    vi.stubGlobal('fetch', () => new Promise(() => {}));
    const { container } = open();
    await waitFor(() => expect(container.querySelector('.ant-spin-spinning')).toBeTruthy());
    expect(screen.queryByText(messages.noTokens)).toBeNull();
  });

  it('gives an admin the tenant’s list in a tab kept in the link', async () => {
    signedInAs(['CUSTOMERSUPPORTL4'], 5);
    const asked: string[] = [];
    fakeApi(
      answer(listApiTokens, ({ query }) => {
        asked.push(query.get('of') ?? '');
        return { total: 1, tokens: [token({ ownerName: 'Someone Else' })] };
      }),
    );
    open('?of=all');
    expect(await screen.findByText('Someone Else')).toBeTruthy();
    expect(asked).toEqual(['all']);
  });

  it('lets a factory admin make a line station’s token, the line test alone', async () => {
    signedInAs(['FACTORYADMIN'], 0);
    const sent: { rules: string[] }[] = [];
    fakeApi(
      answer(listApiTokens, () => ({ total: 0, tokens: [] })),
      answer(createApiToken, ({ body }) => {
        sent.push(body as { rules: string[] });
        return { ...token({ rules: ['lineTest'] }), token: 'act_station' };
      }),
    );
    open();
    await userEvent.click(await screen.findByRole('button', { name: messages.newToken }));
    await userEvent.type(screen.getByLabelText(messages.tokenName), 'Line 3');
    await userEvent.click(screen.getByText(messages.tokenPresetLineTest));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Manufactured devices' }));
    await userEvent.click(screen.getByRole('button', { name: messages.createToken }));
    expect(await screen.findByText(messages.tokenLineStationAlone)).toBeTruthy();
    expect(sent).toHaveLength(0);
    await userEvent.click(screen.getByRole('checkbox', { name: 'Manufactured devices' }));
    await userEvent.click(screen.getByRole('button', { name: messages.createToken }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]?.rules).toEqual(['lineTest']);
  });
});
