import { fillMessage, messages } from '@console/contracts/messages';
import { PATHS } from '@console/contracts/paths';
import {
  createWebhook,
  deleteWebhook,
  listWebhookAttempts,
  listWebhooks,
  sendWebhookTest,
  updateWebhook,
  type WebhookAttempt,
  type WebhookEndpoint,
} from '@console/contracts/webhooks';
import { answer, FakeStatus, fakeApi } from '@test/fake-api';
import { currentUrl, renderScreen, signedInAs } from '@test/render-screen';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { formatDateTime } from '@/shared/format/dates';
import WebhooksPage from './webhooks-page';

const endpoint = (over: Partial<WebhookEndpoint> = {}): WebhookEndpoint => ({
  endpointId: 'e1',
  url: 'https://hooks.example.com/console',
  description: 'Operations',
  events: ['device.offboarded', 'firmware.uploaded'],
  enabled: true,
  disabledAt: null,
  disabledReason: null,
  disabledBy: null,
  failingSince: null,
  createdBy: 'test.user',
  createdAt: 1_790_000_000,
  pending: 0,
  lastAttempt: null,
  ...over,
});

const attempt = (over: Partial<WebhookAttempt> = {}): WebhookAttempt => ({
  attemptId: 1,
  eventId: 'msg_1',
  eventType: 'webhook.test',
  attempt: 1,
  at: 1_790_000_100_000,
  statusCode: 204,
  durationMs: 12,
  error: null,
  retryAt: null,
  givenUp: null,
  eventSubject: null,
  ...over,
});

const refused = (code: keyof typeof messages) =>
  new FakeStatus(400, { statusCode: 400, code, message: messages[code] });

const open = (query = '') =>
  renderScreen(<WebhooksPage />, { path: PATHS.webhooks, url: `${PATHS.webhooks}${query}` });

const row = (text: string) => screen.getByText(text).closest('tr') as HTMLElement;

beforeEach(() => signedInAs(['CUSTOMERSUPPORTL4'], 5));

describe('Webhooks screen', () => {
  it('says so when the tenant has no endpoint yet', async () => {
    fakeApi(answer(listWebhooks, () => ({ endpoints: [] })));
    open();
    expect(await screen.findByText(messages.noWebhooks)).toBeTruthy();
    expect(screen.getByRole('heading', { name: messages.webhooksTitle })).toBeTruthy();
  });

  it('lists each endpoint with its events, whether it is enabled or disabled by failures, and its last delivery', async () => {
    fakeApi(
      answer(listWebhooks, () => ({
        endpoints: [
          endpoint({
            pending: 2,
            lastAttempt: {
              at: 1_790_000_100_000,
              eventType: 'device.offboarded',
              statusCode: 204,
              error: null,
            },
          }),
          endpoint({
            endpointId: 'e2',
            url: 'https://down.example.com/h',
            description: '',
            events: ['audit.entry'],
            enabled: false,
            disabledAt: 1_790_090_000,
            disabledReason: 'failing',
            failingSince: 1_790_000_000,
            lastAttempt: {
              at: 1_790_090_000_000,
              eventType: 'audit.entry',
              statusCode: null,
              error: 'ECONNREFUSED',
            },
          }),
          endpoint({
            endpointId: 'e3',
            url: 'https://paused.example.com/h',
            enabled: false,
            disabledAt: 1_790_095_000,
            disabledReason: 'by hand',
            disabledBy: 'ops.lead',
          }),
        ],
      })),
    );
    open();
    const first = await screen.findByText('https://hooks.example.com/console');
    const ok = first.closest('tr') as HTMLElement;
    // Chosen, and the event of the last delivery.
    expect(within(ok).getAllByText('Device offboarded')).toHaveLength(2);
    expect(within(ok).getByText('Firmware uploaded')).toBeTruthy();
    expect(within(ok).getByText(messages.webhookEnabled)).toBeTruthy();
    expect(within(ok).getByText('204')).toBeTruthy();
    expect(within(ok).getByText('2 waiting')).toBeTruthy();

    const down = row('https://down.example.com/h');
    expect(within(down).getByText(messages.webhookDisabled)).toBeTruthy();
    expect(within(down).getByText(new RegExp(messages.webhookDisabledNotice))).toBeTruthy();
    expect(within(down).getByText('ECONNREFUSED')).toBeTruthy();
    expect(within(down).getAllByText('Audit entry (the audit stream)')).toHaveLength(2);
    // A disabled endpoint cannot be tested; it can be enabled again.
    expect(within(down).getByRole('button', { name: messages.webhookSendTest })).toHaveProperty(
      'disabled',
      true,
    );
    expect(within(down).getByRole('button', { name: messages.webhookEnable })).toBeTruthy();

    const paused = row('https://paused.example.com/h');
    expect(within(paused).getByText(messages.webhookDisabled)).toBeTruthy();
    expect(within(paused).queryByText(new RegExp(messages.webhookDisabledNotice))).toBeNull();
    // By whom and when.
    expect(
      within(paused).getByText(`Disabled by ops.lead · ${formatDateTime(1_790_095_000_000)}`),
    ).toBeTruthy();
    expect(within(paused).getByText(messages.webhookNoAttempts)).toBeTruthy();
  });

  it('checks the form before sending, shows a refused address under the URL with nothing typed lost, and shows the secret once', async () => {
    const sent: unknown[] = [];
    let refuse = true;
    fakeApi(
      answer(listWebhooks, () => ({ endpoints: [] })),
      answer(createWebhook, ({ body }) => {
        sent.push(body);
        if (refuse) throw refused('webhookUrlNotAllowed');
        return { ...endpoint(), secret: 'whsec_c2VjcmV0LXNob3duLW9uY2U=' };
      }),
    );
    open();
    await userEvent.click(await screen.findByRole('button', { name: messages.newWebhook }));
    await userEvent.click(screen.getByRole('button', { name: messages.createWebhook }));
    expect(await screen.findByText(messages.webhookUrlRequired)).toBeTruthy();
    expect(await screen.findByText(messages.webhookEventsRequired)).toBeTruthy();
    expect(sent).toHaveLength(0);

    await userEvent.type(screen.getByLabelText(messages.webhookUrl), 'http://10.0.0.5/hook');
    await userEvent.type(screen.getByLabelText(messages.webhookDescription), 'Ops');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Firmware uploaded' }));
    await userEvent.click(screen.getByRole('button', { name: messages.createWebhook }));
    expect(await screen.findByText(messages.webhookUrlNotAllowed)).toBeTruthy();
    expect(sent).toEqual([
      { url: 'http://10.0.0.5/hook', description: 'Ops', events: ['firmware.uploaded'] },
    ]);
    // Everything typed is still there.
    expect(screen.getByLabelText(messages.webhookUrl)).toHaveProperty('value', 'http://10.0.0.5/hook');
    expect(screen.getByLabelText(messages.webhookDescription)).toHaveProperty('value', 'Ops');
    expect(screen.getByRole('checkbox', { name: 'Firmware uploaded' })).toHaveProperty('checked', true);

    refuse = false;
    const url = screen.getByLabelText(messages.webhookUrl);
    await userEvent.clear(url);
    await userEvent.type(url, 'https://hooks.example.com/console');
    // The refusal goes as soon as the URL is changed.
    await waitFor(() => expect(screen.queryByText(messages.webhookUrlNotAllowed)).toBeNull());
    await userEvent.click(screen.getByRole('button', { name: messages.createWebhook }));
    const shown = await screen.findByText(messages.webhookSecretShownOnce);
    const notice = shown.closest('.ant-alert') as HTMLElement;
    expect(within(notice).getByDisplayValue('whsec_c2VjcmV0LXNob3duLW9uY2U=')).toBeTruthy();
    expect(within(notice).getByRole('button', { name: messages.webhookCopySecret })).toBeTruthy();
    expect(within(notice).getByText(messages.webhookSignatureHelp)).toBeTruthy();
    expect(screen.queryByLabelText(messages.webhookUrl)).toBeNull();
  });

  it('says under the URL that the tenant has as many endpoints as it may', async () => {
    fakeApi(
      answer(listWebhooks, () => ({ endpoints: [] })),
      answer(createWebhook, () => {
        throw refused('webhookTooMany');
      }),
    );
    open();
    await userEvent.click(await screen.findByRole('button', { name: messages.newWebhook }));
    await userEvent.type(screen.getByLabelText(messages.webhookUrl), 'https://one-more.example.com/h');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Device offboarded' }));
    await userEvent.click(screen.getByRole('button', { name: messages.createWebhook }));
    const said = await screen.findByText(messages.webhookTooMany);
    expect(said.closest('.ant-form-item')?.textContent).toContain(messages.webhookUrl);
  });

  it('edits the events, disables, sends a test event and deletes after a confirmation', async () => {
    let current: WebhookEndpoint | null = endpoint();
    const calls = fakeApi(
      answer(listWebhooks, () => ({ endpoints: current ? [current] : [] })),
      answer(updateWebhook, ({ body }) => {
        current = { ...(current as WebhookEndpoint), ...(body as Partial<WebhookEndpoint>) };
        return current;
      }),
      answer(sendWebhookTest, () => {
        current = { ...(current as WebhookEndpoint), pending: 2 };
        return { eventId: 'msg_test' };
      }),
      answer(deleteWebhook, () => {
        const gone = current as WebhookEndpoint;
        current = null;
        return gone;
      }),
    );
    open();
    await screen.findByText('https://hooks.example.com/console');
    const r = () => row('https://hooks.example.com/console');
    await userEvent.click(within(r()).getByRole('button', { name: messages.webhookEdit }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Firmware uploaded' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Rollout stopped or aborted' }));
    await userEvent.click(screen.getByRole('button', { name: messages.saveWebhook }));
    expect(await within(r()).findByText('Rollout stopped or aborted')).toBeTruthy();
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({
      url: 'https://hooks.example.com/console',
      description: 'Operations',
      events: ['device.offboarded', 'rollout.stopped'],
    });

    await userEvent.click(within(r()).getByRole('button', { name: messages.webhookSendTest }));
    expect(await screen.findByText(messages.webhookTestSent)).toBeTruthy();
    expect(calls.some((c) => c.method === 'POST' && c.url.endsWith('/webhooks/e1/test'))).toBe(true);

    // Disabling asks first, saying what becomes of the deliveries waiting.
    expect(await within(r()).findByText('2 waiting')).toBeTruthy();
    await userEvent.click(within(r()).getByRole('button', { name: messages.webhookDisable }));
    expect(
      await screen.findByText(fillMessage(messages.webhookDisableWaitingText, { count: 2 })),
    ).toBeTruthy();
    expect(calls.filter((c) => c.method === 'PUT')).toHaveLength(1);
    await userEvent.click(screen.getByRole('button', { name: messages.yes }));
    expect(await within(r()).findByRole('button', { name: messages.webhookEnable })).toBeTruthy();
    expect(calls.filter((c) => c.method === 'PUT').at(-1)?.body).toEqual({ enabled: false });

    await userEvent.click(within(r()).getByRole('button', { name: messages.webhookDelete }));
    expect(await screen.findByText(messages.webhookDeleteText)).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: messages.yes }));
    expect(await screen.findByText(messages.noWebhooks)).toBeTruthy();
    expect(calls.some((c) => c.method === 'DELETE' && c.url.endsWith('/webhooks/e1'))).toBe(true);
  });

  it('opens an endpoint’s delivery log from its link, a page at a time on the server, kept in the address', async () => {
    const asked: string[] = [];
    fakeApi(
      answer(listWebhooks, () => ({ endpoints: [endpoint()] })),
      answer(listWebhookAttempts, ({ query }) => {
        asked.push(query.get('page') ?? '');
        const page = Number(query.get('page'));
        return {
          total: 25,
          attempts: [
            attempt({
              attemptId: 100 - page,
              statusCode: page === 0 ? 500 : 204,
              retryAt: page === 0 ? 1_790_000_200_000 : null,
            }),
          ],
        };
      }),
    );
    open();
    await userEvent.click(await screen.findByRole('link', { name: messages.webhookDeliveryLog }));
    expect(currentUrl()).toBe(`${PATHS.webhooks}?endpoint=e1`);
    const log = await screen.findByRole('region', { name: messages.webhookDeliveryLog });
    expect(await within(log).findByText('500')).toBeTruthy();
    expect(within(log).getByText(messages.webhookTestEvent)).toBeTruthy();
    await userEvent.click(within(log).getByTitle('2'));
    expect(await within(log).findByText('204')).toBeTruthy();
    expect(currentUrl()).toBe(`${PATHS.webhooks}?endpoint=e1&page=2`);
    expect(asked).toEqual(['0', '1']);
    await userEvent.click(within(log).getByRole('link', { name: messages.close }));
    expect(currentUrl()).toBe(PATHS.webhooks);
    expect(screen.queryByRole('region', { name: messages.webhookDeliveryLog })).toBeNull();
  });

  it('opens the delivery log a reloaded link names', async () => {
    fakeApi(
      answer(listWebhooks, () => ({ endpoints: [endpoint()] })),
      answer(listWebhookAttempts, () => ({ total: 0, attempts: [] })),
    );
    open('?endpoint=e1');
    const log = await screen.findByRole('region', { name: messages.webhookDeliveryLog });
    expect(await within(log).findByText(messages.webhookNoAttempts)).toBeTruthy();
  });

  it('says in the log which tries were given up, and why, whether the endpoint is disabled or enabled again', async () => {
    let enabled = false;
    fakeApi(
      answer(listWebhooks, () => ({
        endpoints: [
          endpoint(enabled ? {} : { enabled: false, disabledAt: 1_790_000_150, disabledReason: 'by hand' }),
        ],
      })),
      answer(listWebhookAttempts, () => ({
        total: 3,
        attempts: [
          attempt({ attemptId: 3, statusCode: 500, givenUp: 'endpointDisabled' }),
          attempt({ attemptId: 2, statusCode: 503, at: 1_790_000_000_000, retryAt: 1_790_000_100_000 }),
          attempt({ attemptId: 1, statusCode: 502, at: 1_789_000_000_000, givenUp: 'retriesExhausted' }),
        ],
      })),
      answer(updateWebhook, () => {
        enabled = true;
        return endpoint();
      }),
    );
    open('?endpoint=e1');
    const log = await screen.findByRole('region', { name: messages.webhookDeliveryLog });
    const nextTry = (status: string) =>
      within(log).getByText(status).closest('tr')?.lastElementChild?.textContent;
    await within(log).findByText('500');
    expect(nextTry('500')).toBe(messages.webhookGivenUpDisabled);
    expect(nextTry('503')).toBe(formatDateTime(1_790_000_100_000));
    expect(nextTry('502')).toBe(messages.webhookGivenUpExpired);
    await userEvent.click(screen.getByRole('button', { name: messages.webhookEnable }));
    expect(await screen.findByRole('button', { name: messages.webhookDisable })).toBeTruthy();
    expect(nextTry('500')).toBe(messages.webhookGivenUpDisabled);
  });

  it('names the audit action and the event id each log row carried', async () => {
    fakeApi(
      answer(listWebhooks, () => ({ endpoints: [endpoint({ events: ['audit.entry'] })] })),
      answer(listWebhookAttempts, () => ({
        total: 1,
        attempts: [attempt({ eventType: 'audit.entry', eventId: 'msg_42', eventSubject: 'device.offboard' })],
      })),
    );
    open('?endpoint=e1');
    const log = await screen.findByRole('region', { name: messages.webhookDeliveryLog });
    expect(await within(log).findByText('device.offboard · msg_42')).toBeTruthy();
  });

  it('reads the list again when the log shows a newer try than the endpoint’s row, and Refresh reads both', async () => {
    let reads = 0;
    const newest = 1_790_000_500_000;
    const calls = fakeApi(
      answer(listWebhooks, () => {
        reads += 1;
        const at = reads === 1 ? 1_790_000_100_000 : newest;
        return {
          endpoints: [
            endpoint({ lastAttempt: { at, eventType: 'audit.entry', statusCode: 204, error: null } }),
          ],
        };
      }),
      answer(listWebhookAttempts, () => ({
        total: 2,
        attempts: [attempt({ attemptId: 2, at: newest }), attempt({ attemptId: 1 })],
      })),
    );
    open('?endpoint=e1');
    // In the log, then in the row too.
    await waitFor(() => expect(screen.getAllByText(formatDateTime(newest))).toHaveLength(2));
    expect(reads).toBe(2);
    const log = screen.getByRole('region', { name: messages.webhookDeliveryLog });
    const before = calls.length;
    await userEvent.click(within(log).getByRole('button', { name: messages.webhookRefresh }));
    await waitFor(() => expect(calls.length).toBe(before + 2));
    expect(
      calls
        .slice(before)
        .map((c) => c.url.split('?')[0])
        .sort(),
    ).toEqual(['/simplifi/v1/webhooks', '/simplifi/v1/webhooks/e1/attempts']);
  });

  it('shows only the spinner while the list is read, not that there is no endpoint', async () => {
    vi.stubGlobal('fetch', () => new Promise(() => {}));
    const { container } = open();
    await waitFor(() => expect(container.querySelector('.ant-spin-spinning')).toBeTruthy());
    expect(screen.queryByText(messages.noWebhooks)).toBeNull();
  });

  it('says so when the link names an endpoint that is gone', async () => {
    fakeApi(answer(listWebhooks, () => ({ endpoints: [endpoint()] })));
    open('?endpoint=gone');
    expect(await screen.findByText(messages.webhookNotFound)).toBeTruthy();
  });
});
