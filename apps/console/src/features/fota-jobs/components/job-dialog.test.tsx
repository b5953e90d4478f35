import { getModelNumbers } from '@console/contracts/device-models';
import { DEFAULT_JOB_PERCENTAGE } from '@console/contracts/fota-jobs';
import { fillMessage, messages } from '@console/contracts/messages';
import { PATHS } from '@console/contracts/paths';
import { upgradeDeviceCount } from '@console/contracts/rollouts';
import { answer, fakeApi } from '@test/fake-api';
import { renderScreen, signedInAs } from '@test/render-screen';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { JobDialog } from './job-dialog';

/** The Add new Job dialog; CS-1 has 241 devices not yet on its latest FOTA firmware, 2.0. */
function addDialog() {
  signedInAs(['CUSTOMERSUPPORTL4'], 5);
  const counted: string[] = [];
  fakeApi(
    answer(getModelNumbers, () => ['CS-1', 'CS-2']),
    answer(upgradeDeviceCount, ({ query }) => {
      counted.push(query.get('modelNumber') ?? '');
      return query.get('modelNumber') === 'CS-1'
        ? { deviceCount: 241, firmwareVersion: '2.0' }
        : { deviceCount: 0, firmwareVersion: null };
    }),
  );
  renderScreen(<JobDialog open job={null} onClose={() => {}} />, {
    path: PATHS.fotaJobs,
    url: PATHS.fotaJobs,
  });
  return counted;
}

async function choose(label: string, option: string) {
  fireEvent.mouseDown(await screen.findByRole('combobox', { name: label }));
  const found = await screen.findAllByTitle(option);
  fireEvent.click(found[found.length - 1] as HTMLElement);
}
const reaches = (percentage: number, devices: number) =>
  fillMessage(messages.jobDeviceCount, {
    percentage,
    model: 'CS-1',
    version: '2.0',
    devices,
    upgradable: 241,
  });

/** The dialog with a way to open it again after it closed, as the jobs page does. */
function Page() {
  const [open, setOpen] = useState(true);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        again
      </button>
      <JobDialog open={open} job={null} onClose={() => setOpen(false)} />
    </>
  );
}

describe('FOTA job dialog: the rollout share', { timeout: 60_000 }, () => {
  it('starts at the smallest share and names how many devices a firing upgrades before saving', async () => {
    const counted = addDialog();
    const share = await screen.findByRole('spinbutton', { name: messages.rolloutPercentage });
    expect((share as HTMLInputElement).value).toBe(String(DEFAULT_JOB_PERCENTAGE));
    // No model yet: nothing to count.
    expect(screen.queryByRole('status')).toBeNull();
    expect(counted).toEqual([]);

    await choose(messages.category, 'AC');
    await choose(messages.brand, 'panasonic');
    await choose(messages.rolloutModelNumber, 'CS-1');
    // 1 % of 241 rounds up to 3 devices (devicesForPercentage).
    expect(await screen.findByText(reaches(1, 3))).toBeTruthy();
    expect(counted).toEqual(['CS-1']);

    fireEvent.change(share, { target: { value: '10' } });
    expect(await screen.findByText(reaches(10, 25))).toBeTruthy();
    // Emptied: the default share again.
    fireEvent.change(share, { target: { value: '' } });
    expect(await screen.findByText(reaches(1, 3))).toBeTruthy();
  });

  it('says a model without FOTA firmware upgrades no device', async () => {
    addDialog();
    await choose(messages.category, 'AC');
    await choose(messages.brand, 'panasonic');
    await choose(messages.rolloutModelNumber, 'CS-2');
    expect(await screen.findByText(fillMessage(messages.jobNoFirmware, { model: 'CS-2' }))).toBeTruthy();
  });

  it('opens Add again with no model: nothing of the last job is kept', async () => {
    signedInAs(['CUSTOMERSUPPORTL4'], 5);
    fakeApi(
      answer(getModelNumbers, () => ['CS-1', 'CS-2']),
      answer(upgradeDeviceCount, () => ({ deviceCount: 241, firmwareVersion: '2.0' })),
    );
    renderScreen(<Page />, { path: PATHS.fotaJobs, url: PATHS.fotaJobs });
    await choose(messages.category, 'AC');
    await choose(messages.brand, 'panasonic');
    await choose(messages.rolloutModelNumber, 'CS-1');
    expect(await screen.findByText(reaches(1, 3))).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: messages.cancel }));
    fireEvent.click(screen.getByRole('button', { name: 'again' }));
    await screen.findByRole('spinbutton', { name: messages.rolloutPercentage });
    await waitFor(() => expect(screen.queryByText(reaches(1, 3))).toBeNull());
    const model = screen.getByRole('combobox', { name: messages.rolloutModelNumber });
    expect(model.closest('.ant-select')?.querySelector('.ant-select-selection-item')).toBeNull();
  });

  it('closes only the calendar on Escape, keeping the dialog and what was typed', async () => {
    let closed = 0;
    signedInAs(['CUSTOMERSUPPORTL4'], 5);
    fakeApi(answer(getModelNumbers, () => []));
    renderScreen(<JobDialog open job={null} onClose={() => closed++} />, {
      path: PATHS.fotaJobs,
      url: PATHS.fotaJobs,
    });
    const name = await screen.findByRole('textbox', { name: messages.jobName });
    fireEvent.change(name, { target: { value: 'Nightly' } });
    const endDate = screen.getByRole('textbox', { name: messages.endDate });
    fireEvent.mouseDown(endDate);
    fireEvent.click(endDate);
    await waitFor(() => expect(document.querySelector('.ant-picker-dropdown')).not.toBeNull());
    fireEvent.keyDown(endDate, { key: 'Escape', keyCode: 27 });
    expect(closed).toBe(0);
    expect((screen.getByRole('textbox', { name: messages.jobName }) as HTMLInputElement).value).toBe(
      'Nightly',
    );
  });
});
