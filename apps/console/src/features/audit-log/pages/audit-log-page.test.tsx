import {
  exportAuditLogCsv,
  exportAuditLogNdjson,
  listAuditActions,
  listAuditLog,
  verifyAuditChain,
} from '@console/contracts/audit-log';
import { messages } from '@console/contracts/messages';
import { PATHS } from '@console/contracts/paths';
import { answer, FakeStatus, fakeApi } from '@test/fake-api';
import { renderScreen, signedInAs } from '@test/render-screen';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import AuditLogPage from './audit-log-page';

const entry = (id: number, action: string) => ({
  id,
  at: 1_767_225_600_000 - id * 1000,
  actorName: 'demo.l4',
  action,
  entity: 'dealer',
  entityId: `DLR-${id}`,
  detail: { after: { name: `Dealer ${id}` } },
  ip: '10.0.0.1',
});

const open = (query = '') =>
  renderScreen(<AuditLogPage />, { path: PATHS.auditLog, url: `${PATHS.auditLog}${query}` });

describe('Audit Log screen', () => {
  it("asks with the link's filters and page, as a reload does, and puts them back in the form", async () => {
    signedInAs(['CUSTOMERSUPPORTL4'], 5);
    const asked: URLSearchParams[] = [];
    fakeApi(
      answer(listAuditActions, () => ['dealer.created', 'dealer.updated']),
      answer(listAuditLog, ({ query }) => {
        asked.push(query);
        return { entries: [entry(7, 'dealer.created')], next: null };
      }),
    );
    open('?action=dealer.created&actor=demo.l4&before=9');
    expect(await screen.findByText('DLR-7')).toBeTruthy();
    expect(Object.fromEntries(asked[0] ?? [])).toEqual({
      action: 'dealer.created',
      actor: 'demo.l4',
      before: '9',
    });
    expect(screen.getByDisplayValue('demo.l4')).toBeTruthy();
    expect(screen.getByRole('button', { name: messages.auditOlder }).hasAttribute('disabled')).toBe(true);
  });

  it("puts the link's days back in the pickers and asks for those whole days", async () => {
    signedInAs(['CUSTOMERSUPPORTL4'], 5);
    const from = new Date(2026, 0, 1).getTime() / 1000;
    const to = new Date(2026, 0, 31, 23, 59, 59).getTime() / 1000;
    const asked: URLSearchParams[] = [];
    fakeApi(
      answer(listAuditActions, () => []),
      answer(listAuditLog, ({ query }) => {
        asked.push(query);
        return { entries: [], next: null };
      }),
    );
    open(`?from=${from}&to=${to}`);
    expect(await screen.findByDisplayValue('01-01-2026')).toBeTruthy();
    expect(screen.getByDisplayValue('31-01-2026')).toBeTruthy();
    expect(Object.fromEntries(asked[0] ?? [])).toEqual({ from: String(from), to: String(to) });
  });

  it('opens an entry whole from the keyboard and pages to the older ones', async () => {
    signedInAs(['CLOUDADMIN', 'CUSTOMERSUPPORTL1'], 1);
    const asked: (string | null)[] = [];
    fakeApi(
      answer(listAuditActions, () => []),
      answer(listAuditLog, ({ query }) => {
        asked.push(query.get('before'));
        return query.get('before')
          ? { entries: [entry(3, 'dealer.deleted')], next: null }
          : { entries: [entry(5, 'dealer.updated')], next: 5 };
      }),
    );
    open();
    const user = userEvent.setup();
    (await screen.findByRole('button', { name: `${messages.auditDetails} dealer.updated 5` })).focus();
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog');
    const detail = within(dialog).getByLabelText(messages.auditDetails) as HTMLTextAreaElement;
    expect(detail.value).toContain('"name": "Dealer 5"');
    await user.keyboard('{Escape}');
    await user.click(screen.getByRole('button', { name: messages.auditOlder }));
    expect(await screen.findByText('DLR-3')).toBeTruthy();
    expect(asked).toEqual([null, '5']);
  });

  it('says so when the list is empty, and when it cannot be read', async () => {
    signedInAs(['CUSTOMERSUPPORTL4'], 5);
    fakeApi(
      answer(listAuditActions, () => []),
      answer(listAuditLog, () => ({ entries: [], next: null })),
    );
    const { unmount } = open();
    expect(await screen.findByText(messages.noDataFound)).toBeTruthy();
    unmount();
    fakeApi(
      answer(listAuditActions, () => []),
      answer(listAuditLog, () => {
        throw new FakeStatus(500);
      }),
    );
    open();
    expect(await screen.findByText(messages.auditLoadFailed)).toBeTruthy();
  });

  it('exports the entries the applied filters find, as CSV or NDJSON', async () => {
    signedInAs(['CUSTOMERSUPPORTL4'], 5);
    URL.createObjectURL = vi.fn(() => 'blob:audit');
    URL.revokeObjectURL = vi.fn();
    const asked: Record<string, Record<string, string>> = {};
    let listed = 0;
    fakeApi(
      answer(listAuditActions, () => []),
      answer(listAuditLog, () => {
        listed++;
        return { entries: [entry(7, 'dealer.created')], next: 9 };
      }),
      answer(exportAuditLogCsv, ({ query }) => {
        asked.csv = Object.fromEntries(query);
        return undefined;
      }),
      answer(exportAuditLogNdjson, ({ query }) => {
        asked.ndjson = Object.fromEntries(query);
        return undefined;
      }),
    );
    open('?action=dealer.created&actor=demo.l4&before=9');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: messages.auditExportCsv }));
    await waitFor(() => expect(asked.csv).toEqual({ action: 'dealer.created', actor: 'demo.l4' }));
    await user.click(screen.getByRole('button', { name: messages.auditExportNdjson }));
    await waitFor(() => expect(asked.ndjson).toEqual({ action: 'dealer.created', actor: 'demo.l4' }));
    await waitFor(() => expect(URL.createObjectURL).toHaveBeenCalledTimes(2));
    // Each export is recorded in the log itself: the page is read again to show it.
    await waitFor(() => expect(listed).toBe(3));
  });

  it('verifies the chain and names the first entry changed, or says it is intact', async () => {
    signedInAs(['CUSTOMERSUPPORTL4'], 5);
    const head = { seq: 1234, entryId: 77, hash: 'ab'.repeat(32) };
    let problem: { kind: 'changed'; entryId: number; seq: number } | null = null;
    const verified = fakeApi(
      answer(listAuditActions, () => []),
      answer(listAuditLog, () => ({ entries: [], next: null })),
      answer(verifyAuditChain, () => ({
        result: { checked: 1234, head, problem, problems: problem ? 1 : 0 },
      })),
    );
    open();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: messages.auditVerifyChain }));
    expect(await screen.findByText('The chain is intact; entries checked: 1,234.')).toBeTruthy();
    expect(screen.getByText(`Newest entry #1,234 (ID 77), hash ${head.hash}.`)).toBeTruthy();
    problem = { kind: 'changed', entryId: 42, seq: 40 };
    await user.click(screen.getByRole('button', { name: messages.auditVerifyChain }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Entry 42 (#40 of the chain) was changed after it was recorded.');
    expect(verified.filter((c) => c.method === 'POST').map((c) => c.url)).toEqual([
      verifyAuditChain.path,
      verifyAuditChain.path,
    ]);
  });
});
