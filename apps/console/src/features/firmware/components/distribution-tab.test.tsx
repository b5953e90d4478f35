import { firmwareDistribution } from '@console/contracts/firmware';
import { firmwareDrill } from '@console/contracts/insights';
import { messages } from '@console/contracts/messages';
import { PATHS } from '@console/contracts/paths';
import { fleetLinkOf } from '@console/contracts/segments';
import { clickChartPoint } from '@test/chart-click';
import { answer, fakeApi } from '@test/fake-api';
import { currentUrl, renderScreen, signedInAs } from '@test/render-screen';
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { DistributionTab } from './distribution-tab';

const DISTRIBUTION = {
  totalDevices: 10,
  totalOnboardedDevices: 4,
  totalFirmwareVersions: 2,
  firmwareDistribution: [
    { firmwareVersion: '2.3', count: 7, onboardedCount: 3, percentage: 70 },
    { firmwareVersion: '1.0', count: 3, onboardedCount: 1, percentage: 30 },
  ],
};

/** Chooses a value of one of the filter selects. */
async function choose(id: string, value: string) {
  fireEvent.mouseDown(document.getElementById(id) as HTMLElement);
  fireEvent.click(await screen.findByTitle(value));
}

/** The distribution of AC and panasonic, asked with Filter. */
async function showDistribution() {
  fakeApi(answer(firmwareDistribution, () => DISTRIBUTION));
  renderScreen(<DistributionTab />, { path: PATHS.deviceFirmware, url: PATHS.deviceFirmware });
  await choose('distribution-category', 'AC');
  await choose('distribution-brand', 'panasonic');
  fireEvent.click(screen.getByRole('button', { name: messages.filter }));
  await screen.findByText(messages.totalDevices);
}

// Issue 32: a slice opens Fleet Search on its devices; the rows download as CSV.
describe('Firmware Distribution drill-through', { timeout: 30_000 }, () => {
  it('opens Fleet Search on the devices of the clicked version, saying it keeps to the person’s countries', async () => {
    signedInAs(['CUSTOMERSUPPORTL4'], 5);
    await showDistribution();
    expect(screen.getByText(messages.chartDrillHint)).toBeTruthy();
    expect(screen.getByText(messages.chartDrillCountries)).toBeTruthy();
    await clickChartPoint(() => document.querySelector('.distribution-chart'), 0, 1);
    expect(currentUrl()).toBe(fleetLinkOf(firmwareDrill({ category: 'AC', brand: 'panasonic' }, '1.0')));
  });

  it('downloads its rows as CSV, and stays a chart for a person who may not search the fleet', async () => {
    signedInAs(['FIELDOPERATOR', 'CLOUDADMIN'], 6);
    const saved: Blob[] = [];
    URL.createObjectURL = vi.fn((b: Blob) => {
      saved.push(b);
      return 'blob:distribution';
    });
    URL.revokeObjectURL = vi.fn();
    await showDistribution();
    expect(screen.queryByText(messages.chartDrillHint)).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: messages.downloadChartCsv }));
    expect((await (saved[0] as Blob).text()).split('\r\n')).toEqual([
      'Firmware Version,Device Count,Onboarded Device Count,Percentage',
      '2.3,7,3,70',
      '1.0,3,1,30',
      '',
    ]);
  });
});
