import { getModelNumbers } from '@console/contracts/device-models';
import { messages } from '@console/contracts/messages';
import { PATHS, rolloutOf } from '@console/contracts/paths';
import {
  DEFAULT_PRIORITY,
  deleteBatch,
  type FotaBatch,
  listBatches,
  upgradeDeviceCount,
  upgradeDevices,
} from '@console/contracts/rollouts';
import { answer, fakeApi } from '@test/fake-api';
import { renderScreen, signedInAs } from '@test/render-screen';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import BatchPanel from './batch-panel';

const batch = (n: number, over: Partial<FotaBatch> = {}): FotaBatch => ({
  batchId: `b-${n}`,
  firmwareVersion: '2.0',
  modelNumber: 'CS-1',
  category: 'AC',
  brand: 'panasonic',
  percentage: 100,
  priority: DEFAULT_PRIORITY,
  createdAt: 1_767_225_600_000,
  totalDevices: 1234,
  successfyllyUpgraded: 1200,
  mqttCommandFailed: 4,
  mqttCommandSent: 1230,
  inProgress: 0,
  rollout: null,
  ...over,
});

/** The FOTA batch list as the firmware page's FOTA Firmware tab shows it. */
function open() {
  signedInAs(['CUSTOMERSUPPORTL4'], 5);
  const batches = [
    batch(1),
    batch(2, { firmwareVersion: '2.1' }),
    batch(3, { rollout: { rolloutId: 'r-7', name: 'Spring release', state: 'running', phase: 2 } }),
    // The previous image a stopped rollout sent back to a phase's devices: no phase of its own.
    batch(4, {
      firmwareVersion: '1.9',
      rollout: { rolloutId: 'r-8', name: 'Summer release', state: 'stopped', phase: null },
    }),
  ];
  const calls = fakeApi(
    answer(listBatches, () => batches),
    answer(deleteBatch, ({ query }) => {
      batches.splice(
        batches.findIndex((b) => b.batchId === query.get('batchId')),
        1,
      );
      return { message: 'Batch deleted successfully' };
    }),
    answer(getModelNumbers, () => ['CS-1']),
    answer(upgradeDeviceCount, () => ({ deviceCount: 40, firmwareVersion: '2.0' })),
    answer(upgradeDevices, () => ({
      message: 'Trigger sent',
      batchId: 'b-3',
      deviceCount: 40,
      firmwareVersion: '2.0',
    })),
  );
  renderScreen(<BatchPanel />, { path: PATHS.deviceFirmware, url: PATHS.deviceFirmware });
  return calls;
}

async function choose(label: string, option: string) {
  fireEvent.mouseDown(await screen.findByRole('combobox', { name: label }));
  const found = await screen.findAllByTitle(option);
  fireEvent.click(found[found.length - 1] as HTMLElement);
}

/** The first render of the panel may take long on a busy machine. */
const FIRST = { timeout: 15_000 };

const listCalls = (calls: { method: string; url: string }[]) =>
  calls.filter((c) => c.method === 'GET' && c.url.startsWith(listBatches.path));

describe('FOTA batches (the rollouts area, shown in the FOTA Firmware tab)', { timeout: 60_000 }, () => {
  it('lists the batches with their counts, filters them and deletes one after asking', async () => {
    const calls = open();
    const row = (await screen.findByText('b-1', {}, FIRST)).closest('tr') as HTMLElement;
    expect(within(row).getByText('1234')).toBeTruthy();
    expect(screen.getByText('b-2')).toBeTruthy();

    await choose(messages.category, 'AC');
    await userEvent.setup().click(screen.getByRole('button', { name: messages.filter }));
    await waitFor(() => expect(listCalls(calls).at(-1)?.url).toContain('categoryName=AC'));
    // Until the filtered list is shown, the table's loading veil takes no clicks (pointer-events: none).
    await waitFor(() => expect(document.querySelector('.ant-spin-blur')).toBeNull());

    await userEvent.setup().click(screen.getByRole('button', { name: `${messages.deleteBatch} b-1` }));
    expect(await screen.findByText(messages.confirmDeleteBatch)).toBeTruthy();
    const dialog = screen.getByRole('dialog');
    await userEvent.setup().click(within(dialog).getByRole('button', { name: messages.deleteBatch }));
    expect(await screen.findByText('Batch deleted successfully')).toBeTruthy();
    expect(calls.some((c) => c.method === 'DELETE' && c.url.endsWith('batchId=b-1'))).toBe(true);
    await waitFor(() => expect(screen.queryByText('b-1')).toBeNull());
  });

  it('offers no Delete for a phase of a rollout that still runs, and links to the rollout by name and phase', async () => {
    open();
    const row = (await screen.findByText('b-3', {}, FIRST)).closest('tr') as HTMLElement;
    // Why it is unavailable is the button's description before any hover, and Tab still reaches it.
    const remove = within(row).getByRole('button', {
      name: `${messages.deleteBatch} b-3`,
      description: messages.batchOfRunningRollout,
    });
    expect(remove.getAttribute('aria-disabled')).toBe('true');
    const user = userEvent.setup();
    remove.focus();
    expect(document.activeElement).toBe(remove);
    // Focus shows the reason to a sighted keyboard user too; a click asks nothing.
    await waitFor(() =>
      expect(screen.getAllByText(messages.batchOfRunningRollout).some((e) => !e.closest('[hidden]'))).toBe(
        true,
      ),
    );
    await user.click(remove);
    expect(screen.queryByText(messages.confirmDeleteBatch)).toBeNull();
    // The link names the rollout and the phase: 'Phase of a rollout' left a person to guess which.
    const link = within(row).getByRole('link', { name: 'Phase 2 of Spring release' });
    expect(link.getAttribute('href')).toBe(rolloutOf('r-7'));
    // In the link colour, not as grey secondary text that does not read as a link.
    expect(link.querySelector('.ant-typography-secondary')).toBeNull();
    const plain = within(screen.getByText('b-1').closest('tr') as HTMLElement).getByRole('button', {
      name: `${messages.deleteBatch} b-1`,
    }) as HTMLButtonElement;
    expect(plain.getAttribute('aria-disabled')).toBeNull();
    expect(plain.getAttribute('aria-describedby')).toBeNull();
    expect(within(screen.getByText('b-1').closest('tr') as HTMLElement).queryByRole('link')).toBeNull();
    // A rollout's batch that is no phase's (a rollback) names the rollout alone; it ended, so it may go.
    const rollback = screen.getByText('b-4').closest('tr') as HTMLElement;
    expect(
      within(rollback).getByRole('link', { name: 'Rollback of Summer release' }).getAttribute('href'),
    ).toBe(rolloutOf('r-8'));
    expect(
      within(rollback)
        .getByRole('button', { name: `${messages.deleteBatch} b-4` })
        .getAttribute('aria-disabled'),
    ).toBeNull();
  });

  it('Notify Device says what is missing, refuses a share over 100 % as typed, then sends the trigger', async () => {
    const calls = open();
    await screen.findByText('b-1', {}, FIRST);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: messages.notifyDevice }));
    await user.click(await screen.findByRole('button', { name: messages.sendTrigger }));
    // AntD shows each field's error as its own rule settles: wait for both.
    expect(await screen.findByText(messages.categoryEmpty)).toBeTruthy();
    expect(await screen.findByText(messages.invalidPercentage)).toBeTruthy();

    await choose(messages.category, 'AC');
    await choose(messages.brand, 'panasonic');
    await choose(messages.modelNumber, 'CS-1');
    expect(await screen.findByText(messages.totalUpgradableDeviceCount)).toBeTruthy();
    const percentage = screen.getByRole('spinbutton', { name: messages.percentage });
    await user.type(percentage, '150');
    await user.click(screen.getByRole('button', { name: messages.sendTrigger }));
    expect(await screen.findByText(messages.invalidPercentage)).toBeTruthy();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);

    await user.clear(percentage);
    await user.type(percentage, '100');
    await user.click(screen.getByRole('button', { name: messages.sendTrigger }));
    expect(await screen.findByText('Trigger sent')).toBeTruthy();
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      modelNumber: 'CS-1',
      percentage: 100,
      priority: DEFAULT_PRIORITY,
    });
    // Back to the list, read again.
    expect(await screen.findByRole('button', { name: messages.notifyDevice })).toBeTruthy();
    await waitFor(() => expect(listCalls(calls).length).toBeGreaterThan(1));
  });
});
