import { FEEDBACK_STATUSES, FEEDBACK_TYPES } from '@console/contracts/feedback';
import type { feedbackTickets } from '../../platform/db/schema';
import type { DevicePlan } from './device-factory';
import type { People } from './people';

const EVERY = 7;
const PHONES = [
  {
    mobileName: 'Pixel 8',
    mobileModel: 'GKWS6',
    mobileOSVersion: '14',
    mobileOSBuildNumber: 'UQ1A.240205.004',
  },
  { mobileName: 'iPhone 15', mobileModel: 'A3090', mobileOSVersion: '17.4', mobileOSBuildNumber: '21E219' },
  {
    mobileName: 'Galaxy A54',
    mobileModel: 'SM-A546E',
    mobileOSVersion: '14',
    mobileOSBuildNumber: 'UP1A.231005',
  },
];
const TEXTS: Record<string, string> = {
  ONBOARDING_FAILURE: 'Adding the AC stops at "Connecting to Wi-Fi".',
  CONTROL_FAILURE: 'The temperature does not change from the app.',
  DEVICE_OFFLINE: 'The device shows offline although the router works.',
  NEW_FEATURE: 'Please add a sleep timer per day of week.',
  PRODUCT_INFO: 'Where can I find the filter cleaning steps?',
  WARRANTY: 'My warranty card does not show the extended plan.',
  WIFI_UPDATE: 'Changed my router; how do I move the device to it?',
  FW_UPGRADE: 'The firmware update stayed at 60 % for an hour.',
  DEVICE_OFFBOARDING: 'I sold the AC; please remove it from my home.',
  OTHER: 'The app logs me out every morning.',
};

/**
 * Feedback tickets for the demo: one device in seven that sits in a home gets a ticket from that
 * home's primary user, types and statuses in turn, a few hours apart. Built from the fleet and the
 * people alone (no random stream), so it shifts nothing else in the demo.
 */
export function buildFeedback(fleet: DevicePlan[], people: People, nowSec: number) {
  const owner = new Map(
    people.members.filter((m) => m.membership === 'primary').map((m) => [m.homeId, m.userId]),
  );
  const mobiles = new Map(people.users.map((u) => [u.id, u.mobile ?? null]));
  const tickets: (typeof feedbackTickets.$inferInsert)[] = [];
  fleet.forEach(({ row }, i) => {
    const userId = row.homeId ? owner.get(row.homeId) : undefined;
    if (!userId || i % EVERY !== 0) return;
    const n = tickets.length;
    const type = FEEDBACK_TYPES[n % FEEDBACK_TYPES.length] ?? 'OTHER';
    const status = FEEDBACK_STATUSES[n % FEEDBACK_STATUSES.length] ?? 'NEW';
    const createdAt = new Date((nowSec - n * 3 * 3600 - 600) * 1000);
    tickets.push({
      id: `FB-DEMO${String(n + 1).padStart(5, '0')}`,
      tenantId: row.tenantId,
      userId,
      type,
      deviceId: row.deviceId,
      deviceBrand: row.brand,
      deviceCategory: row.category,
      country: row.country,
      mobile: mobiles.get(userId) ?? null,
      description: TEXTS[type] ?? type,
      status,
      comments: status === 'NEW' ? null : 'Called the customer; steps shared.',
      errorCode: type === 'CONTROL_FAILURE' ? 'E07' : null,
      appVersion: `5.${n % 4}.0`,
      ...PHONES[n % PHONES.length],
      createdAt,
      updatedAt: createdAt,
    });
  });
  return tickets;
}
