import { getModelNumbers } from '@console/contracts/device-models';
import { PATHS } from '@console/contracts/paths';
import {
  exportFleet,
  type FleetDevice,
  type FleetSearchBody,
  type FleetSearchResult,
  listBulkActions,
  listSegments,
  type Segment,
  searchFleet,
} from '@console/contracts/segments';
import { answer, fakeApi } from '@test/fake-api';
import { signedInAs } from '@test/render-screen';

/** A device of the fleet search's answer, F01 by default. */
export const fleetDevice = (n: number, extra: Partial<FleetDevice> = {}): FleetDevice => ({
  deviceId: `F${String(n).padStart(2, '0')}`,
  serialNumber: `SN-${n}`,
  modelNumber: 'CS-A',
  category: 'AC',
  brand: 'PANASONIC',
  country: 'in',
  firmwareVersion: '2.3',
  online: n % 2 === 1,
  lastSeen: 1_767_225_600,
  onboardedAt: 1_760_000_000,
  ...extra,
});

/** A first page: 12,345 devices, two models, firmware 2.3 and others, India and Sri Lanka. */
export const firstPage = (devices: FleetDevice[], next: string | null = null): FleetSearchResult => ({
  counts: {
    count: 12_345,
    models: {
      top: [
        { value: 'CS-A', count: 10_000 },
        { value: 'CS-B', count: 2_345 },
      ],
      other: 0,
    },
    firmwareVersions: { top: [{ value: '2.3', count: 12_000 }], other: 345 },
    countries: {
      top: [
        { value: 'in', count: 12_300 },
        { value: 'lk', count: 45 },
      ],
      other: 0,
    },
  },
  countsAsOf: 1_767_225_600,
  devices,
  next,
});

/** A saved segment of the signed-in person (`mine`), never used. */
export const savedSegment = (extra: Partial<Segment> = {}): Segment => ({
  segmentId: 'seg-1',
  name: 'Sri Lanka 2.3',
  description: 'Every device on 2.3 in Sri Lanka',
  visibility: 'tenant',
  filter: { countries: ['lk'], firmwareVersions: ['2.3'] },
  ownerId: 'u-test',
  ownerName: 'Test User',
  mine: true,
  createdAt: 1_767_000_000,
  updatedAt: 1_767_000_000,
  lastCount: null,
  lastUsedAt: null,
  ...extra,
});

export const link = (filter: object) => `${PATHS.fleet}?f=${encodeURIComponent(JSON.stringify(filter))}`;
/** The screen's first answer, on a busy machine running other test files beside this one. */
export const FIRST = { timeout: 15_000 };

/**
 * The fleet answered: the first page with counts, later pages (after F02) with F03 alone; the
 * model numbers of a category and brand (the model field offers them), none.
 */
export function serveFleet() {
  signedInAs(['CUSTOMERSUPPORTL4'], 5);
  const asked: FleetSearchBody[] = [];
  const calls = fakeApi(
    answer(listSegments, () => ({ total: 0, segments: [] })),
    answer(listBulkActions, () => ({ total: 0, actions: [] })),
    answer(searchFleet, ({ body }) => {
      const b = body as FleetSearchBody;
      asked.push(b);
      return b.after
        ? { counts: null, countsAsOf: null, devices: [fleetDevice(3)], next: null }
        : firstPage([fleetDevice(1), fleetDevice(2)], 'F02');
    }),
    answer(exportFleet, () => undefined),
    answer(getModelNumbers, () => []),
  );
  return { asked, calls };
}
