import type { Device } from '@console/contracts/devices';
import { messages } from '@console/contracts/messages';
import { PATHS } from '@console/contracts/paths';
import { renderScreen, signedInAs } from '@test/render-screen';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DeviceDetails } from './device-details';

const device: Device = {
  deviceId: '0001B7BBE527',
  modelNumber: 'CS-XU12ZKYF',
  modelName: 'AC',
  macAddress: 'A4:CF:12:00:00:01',
  serialNumber: 'ESP2611000001',
  productSerialNumber: 'PAC2512000001',
  efuseMacAddress: null,
  brand: 'PANASONIC',
  category: 'AC',
  chipType: 'ESPWIFI',
  firmwareVersion: '1.4',
  manufacturedDate: 1_764_745_638,
  createdAt: 1_765_165_125,
  createdBy: 'cloud',
  provisionedAt: 1_765_165_125,
  onboardedAt: null,
  onboardedBy: null,
  onboardedById: null,
  alexaConnectDate: null,
  googleHomeConnectDate: null,
  homeId: null,
  spaceId: null,
  deviceName: null,
  parentDeviceId: null,
  onlineStatus: 'false',
  connectedTime: null,
};

describe('Device Info details', () => {
  // QA walk: one device read two Created At dates, here and on the line test (the factory record's).
  it("names its Created At as the cloud record's", () => {
    signedInAs(['FACTORYADMIN'], 0);
    renderScreen(
      <DeviceDetails
        device={device}
        extras={null}
        edits={() => ({ modelNumber: null, productSerialNumber: null })}
        extra={null}
      />,
      {
        path: PATHS.searchDevice,
        url: PATHS.searchDevice,
      },
    );
    expect(screen.getByText(messages.cloudCreatedAt)).toBeTruthy();
    expect(screen.queryByText(messages.createdAt)).toBeNull();
  });
});
