import { messages } from '@console/contracts/messages';
import { PATHS, rolloutOf } from '@console/contracts/paths';
import {
  exportRolloutDevices,
  getRollout,
  listRolloutDevices,
  type Rollout,
  type RolloutDevice,
} from '@console/contracts/rollouts';
import { answer, fakeApi } from '@test/fake-api';
import { currentUrl, renderScreen, signedInAs } from '@test/render-screen';
import { rollout } from '@test/rollout';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import RolloutPage from './rollout-page';

const device = (n: number, over: Partial<RolloutDevice> = {}): RolloutDevice => ({
  deviceId: `dev-${n}`,
  serialNumber: `SN-${n}`,
  phase: 1,
  stage: 'installed',
  reason: null,
  percent: null,
  attempts: 1,
  commandId: `c-${n}`,
  updatedAt: 1_767_225_600_000,
  ...over,
});

function serve(state: Rollout['state'], url = rolloutOf('r-7')) {
  signedInAs(['CUSTOMERSUPPORTL4'], 5);
  const asked: Record<string, string>[] = [];
  const calls = fakeApi(
    answer(getRollout, () => rollout(state)),
    answer(listRolloutDevices, ({ query }) => {
      asked.push(Object.fromEntries(query));
      const page = Number(query.get('page'));
      return {
        total: 45,
        devices: [
          device(page * 20 + 1, { stage: 'failed', reason: 'downloadFailed', attempts: 3 }),
          device(page * 20 + 2, { stage: 'downloading', percent: 40 }),
        ],
      };
    }),
    answer(exportRolloutDevices, () => undefined),
  );
  renderScreen(<RolloutPage />, { path: PATHS.rollout, url });
  return { asked, calls };
}

/** The first render of the whole page may take long on a busy machine. */
const FIRST = { timeout: 15_000 };

async function choose(label: string, option: string) {
  fireEvent.mouseDown(screen.getByRole('combobox', { name: label }));
  const found = await screen.findAllByTitle(option);
  fireEvent.click(found[found.length - 1] as HTMLElement);
}

describe("Rollout page: the rollout's devices", { timeout: 60_000 }, () => {
  beforeEach(() => {
    URL.createObjectURL = vi.fn(() => 'blob:rollout');
    URL.revokeObjectURL = vi.fn();
  });
  afterEach(() => vi.restoreAllMocks());

  it("asks with the link's filters and page, as a reload does, and shows each device's stage and reason", async () => {
    const { asked } = serve(
      'completed',
      `${rolloutOf('r-7')}?stage=failed&reason=downloadFailed&phase=2&page=2`,
    );
    expect(await screen.findByText('SN-21', {}, FIRST)).toBeTruthy();
    expect(asked[0]).toEqual({
      stage: 'failed',
      reason: 'downloadFailed',
      phase: '1',
      page: '1',
      size: '20',
    });
    expect(screen.getByText(messages.reasonDownloadFailed, { selector: 'td' })).toBeTruthy();
    expect(screen.getByText(`${messages.stageDownloading} 40 %`)).toBeTruthy();
  });

  it('keeps each filter in the URL, starting on the first page, and exports with the same filters', async () => {
    const { asked, calls } = serve('completed', `${rolloutOf('r-7')}?page=2`);
    expect(await screen.findByText('SN-21', {}, FIRST)).toBeTruthy();
    await choose(messages.deviceStage, messages.stageFailed);
    await waitFor(() => expect(currentUrl()).toBe(`${rolloutOf('r-7')}?stage=failed`));
    await choose(messages.deviceReason, messages.reasonChecksumMismatch);
    await choose(messages.devicePhase, 'Phase 1');
    await waitFor(() =>
      expect(currentUrl()).toBe(`${rolloutOf('r-7')}?stage=failed&reason=checksumMismatch&phase=1`),
    );
    await waitFor(() =>
      expect(asked.at(-1)).toEqual({
        stage: 'failed',
        reason: 'checksumMismatch',
        phase: '0',
        page: '0',
        size: '20',
      }),
    );

    await userEvent.setup().click(screen.getByRole('button', { name: messages.exportDevicesCsv }));
    await waitFor(() => expect(URL.createObjectURL).toHaveBeenCalled());
    const exported = calls.find((c) => c.url.includes('devices.csv'));
    expect(exported?.url).toBe(
      '/simplifi/v1/firmwareupgrade/rollouts/r-7/devices.csv?stage=failed&reason=checksumMismatch&phase=0',
    );
  });

  it('reads the device page again every 2 s while the rollout runs', async () => {
    const running = serve('running');
    expect(await screen.findByText('SN-1', {}, FIRST)).toBeTruthy();
    await waitFor(() => expect(running.asked.length).toBeGreaterThan(1), { timeout: 3000 });
  });

  it('does not read the device page again once the rollout has ended', async () => {
    const ended = serve('aborted');
    expect(await screen.findByText('SN-1', {}, FIRST)).toBeTruthy();
    await act(() => new Promise((resolve) => setTimeout(resolve, 2600)));
    expect(ended.asked).toHaveLength(1);
  });
});
