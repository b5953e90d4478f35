import { messages } from '@console/contracts/messages';
import { PATHS } from '@console/contracts/paths';
import {
  getSsoSettings,
  type SsoSettings,
  type SsoSettingsBody,
  saveSsoSettings,
} from '@console/contracts/sso';
import { answer, FakeStatus, fakeApi } from '@test/fake-api';
import { renderScreen, signedInAs } from '@test/render-screen';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { NO_SSO_SETTINGS as none, REDIRECT } from '../sso-test-fixtures';
import SsoSettingsPage from './sso-settings-page';

const acme: SsoSettings = {
  ...none,
  configured: true,
  enabled: true,
  providerName: 'Acme ID',
  issuer: 'https://login.acme.example',
  clientId: 'console',
  clientSecretSet: true,
  requireSso: true,
  breakGlass: ['admin.rescue'],
  mappings: [
    {
      claim: 'groups',
      value: 'console-l4',
      roles: ['CUSTOMERSUPPORTL4'],
      countries: ['IN'],
      categories: ['AC'],
      brands: ['PANASONIC'],
    },
  ],
};

/** The settings as the server would store and answer them for `body`. */
const stored = (body: SsoSettingsBody, before: SsoSettings): SsoSettings => {
  const { clientSecret, ...rest } = body;
  return {
    ...before,
    ...(rest as Partial<SsoSettings>),
    configured: true,
    clientSecretSet: before.clientSecretSet || !!clientSecret,
  };
};

const open = () => renderScreen(<SsoSettingsPage />, { path: PATHS.ssoSettings, url: PATHS.ssoSettings });
const field = (label: string) => screen.getByLabelText(label, { exact: true });
/** Types into a field in one go (as a paste): the form checks itself at every change. */
const fill = async (target: HTMLElement, text: string) => {
  await userEvent.clear(target);
  await userEvent.click(target);
  await userEvent.paste(text);
};
const errorOf = (label: string) =>
  (field(label).closest('.ant-form-item') as HTMLElement).querySelector('.ant-form-item-explain')
    ?.textContent;

/** The tests that fill the whole form: it is checked at every change, and a loaded two-core machine took 16 s once. */
const LONG_FORM = 30_000;

describe('Single Sign-On screen', () => {
  it(
    'says when the tenant has none, and names each mistake on its field with nothing typed lost',
    async () => {
      signedInAs(['CUSTOMERSUPPORTL4'], 5);
      const calls = fakeApi(answer(getSsoSettings, () => none));
      open();
      expect(await screen.findByText(messages.ssoNotConfigured)).toBeTruthy();
      expect(screen.queryByLabelText(messages.ssoIssuer)).toBeNull();
      await userEvent.click(screen.getByRole('button', { name: messages.ssoSetUp }));

      expect(screen.getByText(messages.ssoClientSecretMissing)).toBeTruthy();
      expect(screen.getByText(messages.ssoNoMappings)).toBeTruthy();
      expect(screen.getByText(REDIRECT)).toBeTruthy();
      await userEvent.click(screen.getByRole('switch', { name: messages.ssoEnabled }));
      await fill(field(messages.ssoProviderName), 'Acme ID');
      await fill(field(messages.ssoIssuer), 'http://login.acme.example');
      await userEvent.clear(field(messages.ssoRecheckMinutes));
      await userEvent.click(screen.getByRole('button', { name: messages.ssoAddMapping }));
      await fill(screen.getByLabelText('Rule 1: Value'), 'console-l2');
      await userEvent.click(screen.getByRole('button', { name: messages.save }));

      await waitFor(() => {
        expect(errorOf(messages.ssoIssuer)).toBe(messages.ssoIssuerInvalid);
        expect(errorOf(messages.ssoClientId)).toBe(messages.ssoClientIdRequired);
        expect(errorOf(messages.ssoClientSecret)).toBe(messages.ssoClientSecretRequired);
        expect(errorOf(messages.ssoRecheckMinutes)).toBe(messages.ssoRecheckInvalid);
      });
      expect(await screen.findByText(messages.ssoMappingRolesRequired)).toBeTruthy();
      expect(calls.filter((c) => c.method === 'PUT')).toHaveLength(0);
      // What was typed is all still there.
      expect(field(messages.ssoProviderName)).toHaveProperty('value', 'Acme ID');
      expect(field(messages.ssoIssuer)).toHaveProperty('value', 'http://login.acme.example');
      expect(screen.getByLabelText('Rule 1: Value')).toHaveProperty('value', 'console-l2');
    },
    LONG_FORM,
  );

  it(
    'sets one up: the settings sent, then the secret only said to be stored',
    async () => {
      signedInAs(['CUSTOMERSUPPORTL4'], 5);
      let settings = none;
      const sent: SsoSettingsBody[] = [];
      fakeApi(
        answer(getSsoSettings, () => settings),
        answer(saveSsoSettings, ({ body }) => {
          sent.push(body as SsoSettingsBody);
          settings = stored(body as SsoSettingsBody, settings);
          return settings;
        }),
      );
      open();
      await userEvent.click(await screen.findByRole('button', { name: messages.ssoSetUp }));
      await userEvent.click(screen.getByRole('switch', { name: messages.ssoEnabled }));
      await fill(field(messages.ssoProviderName), 'Acme ID');
      await fill(field(messages.ssoIssuer), 'https://login.acme.example/');
      await fill(field(messages.ssoClientId), 'console');
      await fill(field(messages.ssoClientSecret), 's3cret-value');
      await userEvent.click(screen.getByRole('button', { name: messages.ssoAddMapping }));
      await fill(screen.getByLabelText('Rule 1: Value'), 'console-l2');
      await userEvent.click(screen.getByRole('combobox', { name: 'Rule 1: Roles' }));
      await userEvent.click(await screen.findByTitle('CUSTOMERSUPPORTL2'));
      await userEvent.click(screen.getByRole('button', { name: messages.save }));

      await waitFor(() => expect(sent).toHaveLength(1));
      expect(sent[0]).toEqual({
        enabled: true,
        providerName: 'Acme ID',
        issuer: 'https://login.acme.example/',
        clientId: 'console',
        clientSecret: 's3cret-value',
        scopes: 'openid email profile',
        recheckMinutes: 5,
        requireSso: false,
        breakGlass: [],
        mappings: [
          {
            claim: 'groups',
            value: 'console-l2',
            roles: ['CUSTOMERSUPPORTL2'],
            countries: [],
            categories: [],
            brands: [],
          },
        ],
      });
      expect(await screen.findByText(messages.ssoSettingsSaved)).toBeTruthy();
      // The secret is stored, never shown again: the box is empty and says it is kept.
      expect(await screen.findByText(messages.ssoClientSecretKept)).toBeTruthy();
      expect(field(messages.ssoClientSecret)).toHaveProperty('value', '');
    },
    LONG_FORM,
  );

  it('shows stored settings without the secret, keeps it when the box stays empty, and puts a refusal on its field', async () => {
    signedInAs(['CUSTOMERSUPPORTL4'], 5);
    const sent: SsoSettingsBody[] = [];
    fakeApi(
      answer(getSsoSettings, () => acme),
      answer(saveSsoSettings, ({ body }) => {
        sent.push(body as SsoSettingsBody);
        if (sent.length === 1)
          throw new FakeStatus(400, {
            statusCode: 400,
            code: 'ssoClientSecretRequired',
            message: messages.ssoClientSecretRequired,
          });
        throw new FakeStatus(502, { statusCode: 502, code: 'upstream', message: 'Provider down' });
      }),
    );
    open();
    expect(await screen.findByDisplayValue('Acme ID')).toBeTruthy();
    expect(screen.getByText(messages.ssoClientSecretKept)).toBeTruthy();
    expect(field(messages.ssoClientSecret)).toHaveProperty('value', '');
    expect(screen.getByRole('switch', { name: messages.ssoRequireSso })).toHaveProperty(
      'ariaChecked',
      'true',
    );
    expect(screen.getByText('admin.rescue')).toBeTruthy();
    expect(screen.getByLabelText('Rule 1: Value')).toHaveProperty('value', 'console-l4');
    const rule = screen.getByRole('heading', { name: 'Rule 1' }).closest('.ant-card') as HTMLElement;
    expect(within(rule).getByText('India')).toBeTruthy();
    // The level follows from the roles.
    expect(within(rule).getByText('5')).toBeTruthy();

    await fill(field(messages.ssoProviderName), 'Acme Login');
    // A second break-glass account, typed and entered.
    await userEvent.type(field(messages.ssoBreakGlass), 'second.admin{Enter}');
    await userEvent.click(screen.getByRole('button', { name: messages.save }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).not.toHaveProperty('clientSecret');
    expect(sent[0]?.breakGlass).toEqual(['admin.rescue', 'second.admin']);
    await waitFor(() => expect(errorOf(messages.ssoClientSecret)).toBe(messages.ssoClientSecretRequired));
    expect(field(messages.ssoProviderName)).toHaveProperty('value', 'Acme Login');

    // A refusal of no one field is said above the button, and the form stays as typed.
    await fill(field(messages.ssoClientSecret), 'x');
    await userEvent.click(screen.getByRole('button', { name: messages.save }));
    expect(await screen.findByText('Provider down')).toBeTruthy();
    expect(field(messages.ssoProviderName)).toHaveProperty('value', 'Acme Login');
  });

  it('asks before single sign-on is required, naming who keeps a password, and puts the refusal on break-glass', async () => {
    signedInAs(['CUSTOMERSUPPORTL4'], 5);
    const sent: SsoSettingsBody[] = [];
    const optional = { ...acme, requireSso: false };
    fakeApi(
      answer(getSsoSettings, () => optional),
      answer(saveSsoSettings, ({ body }) => {
        sent.push(body as SsoSettingsBody);
        throw new FakeStatus(400, {
          statusCode: 400,
          code: 'ssoRequireNeedsAdmin',
          message: messages.ssoRequireNeedsAdmin,
        });
      }),
    );
    open();
    await screen.findByDisplayValue('Acme ID');
    await userEvent.click(screen.getByRole('switch', { name: messages.ssoRequireSso }));
    await userEvent.click(screen.getByRole('button', { name: messages.save }));
    const ask = await screen.findByRole('dialog', { name: messages.ssoRequireConfirmTitle });
    expect(ask.textContent).toContain('Acme ID');
    expect(ask.textContent).toContain('admin.rescue');
    await userEvent.click(within(ask).getByRole('button', { name: messages.cancel }));
    expect(sent).toHaveLength(0);

    await userEvent.click(screen.getByRole('button', { name: messages.save }));
    // The first dialog may still be leaving: the newest is the one asked now.
    const again = (await screen.findAllByRole('dialog', { name: messages.ssoRequireConfirmTitle })).at(-1);
    await userEvent.click(
      within(again as HTMLElement).getByRole('button', { name: messages.ssoRequireConfirmOk }),
    );
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({ requireSso: true, breakGlass: ['admin.rescue'] });
    await waitFor(() => expect(errorOf(messages.ssoBreakGlass)).toBe(messages.ssoRequireNeedsAdmin));
    expect(screen.getByRole('switch', { name: messages.ssoRequireSso })).toHaveProperty(
      'ariaChecked',
      'true',
    );
  });

  it('refuses to require single sign-on without a claim rule on the switch, asking and sending nothing', async () => {
    signedInAs(['CUSTOMERSUPPORTL4'], 5);
    const sent: SsoSettingsBody[] = [];
    fakeApi(
      answer(getSsoSettings, () => ({ ...acme, requireSso: false, mappings: [] })),
      answer(saveSsoSettings, ({ body }) => {
        sent.push(body as SsoSettingsBody);
        return acme;
      }),
    );
    open();
    await screen.findByDisplayValue('Acme ID');
    await userEvent.click(screen.getByRole('switch', { name: messages.ssoRequireSso }));
    await userEvent.click(screen.getByRole('button', { name: messages.save }));
    expect(await screen.findByText(messages.ssoRequireNeedsRule)).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(sent).toHaveLength(0);
  });
});
