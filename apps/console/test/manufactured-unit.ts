import type { DeviceDetail } from '@console/contracts/manufactured-devices';

/** One manufactured unit as the server sends it (line test and the manufactured list). */
export const manufacturedUnit: DeviceDetail = {
  deviceId: 'D1',
  modelNumber: 'CS-XU12ZKYF',
  macAddress: 'A4:CF:12:00:00:01',
  serialNumber: 'ESP2611000001',
  productSerialNumber: 'PAC2611000001',
  modelName: 'AC',
  manufacturedDate: 1_761_955_200,
  firmwareVersion: '1.4',
  brand: 'PANASONIC',
  createdAt: 1_761_955_200,
  createdBy: 'factory-line-1',
  category: 'AC',
  efuseMacAddress: null,
  provisionedAt: null,
  onboardedAt: null,
};
