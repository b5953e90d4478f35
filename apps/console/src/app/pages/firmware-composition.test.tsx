import { messages } from '@console/contracts/messages';
import { PATHS } from '@console/contracts/paths';
import { DEFAULT_PRIORITY, listBatches } from '@console/contracts/rollouts';
import { answer, fakeApi } from '@test/fake-api';
import { renderScreen, signedInAs } from '@test/render-screen';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SCREENS } from '../screens';

const firmwareScreen = () => SCREENS.find((s) => s.path === PATHS.deviceFirmware)?.element;

describe('Device Firmware as the app mounts it', { timeout: 60_000 }, () => {
  it("shows the rollouts area's FOTA batch list in the FOTA Firmware tab, at the same address as ever", async () => {
    signedInAs(['CUSTOMERSUPPORTL4'], 5);
    fakeApi(
      answer(listBatches, () => [
        {
          batchId: 'b-9',
          firmwareVersion: '2.0',
          modelNumber: 'CS-1',
          category: 'AC',
          brand: 'panasonic',
          percentage: 10,
          priority: DEFAULT_PRIORITY,
          createdAt: 1,
          totalDevices: 3,
          successfyllyUpgraded: 1,
          mqttCommandFailed: 0,
          mqttCommandSent: 3,
          inProgress: 0,
          rollout: null,
        },
      ]),
    );
    renderScreen(firmwareScreen(), {
      path: PATHS.deviceFirmware,
      url: `${PATHS.deviceFirmware}?tab=fota&sub=batches`,
    });
    // The panel is its own chunk: its first load may take long on a busy machine.
    expect(await screen.findByText('b-9', {}, { timeout: 15_000 })).toBeTruthy();
    expect(screen.getByRole('tab', { name: messages.batchListTitle, selected: true })).toBeTruthy();
    expect(screen.getByRole('button', { name: messages.notifyDevice })).toBeTruthy();
  });
});
