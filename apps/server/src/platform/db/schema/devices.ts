import { sql } from 'drizzle-orm';
import { bigint, boolean, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { tenants } from './tenants';
import { upperCaseScope } from './upper-case-scope';

/** Last status a device reported (spec 000 section 3 usage fields). */
export interface DeviceStatus {
  ps?: string;
  acdl?: number;
  cnt?: string;
  lcmd?: string;
  errors?: string[];
  [key: string]: unknown;
}

/** A device, with every field of spec 001 section 3. Times in seconds where the spec says so. */
export const devices = pgTable(
  'devices',
  {
    deviceId: text('device_id').primaryKey(),
    tenantId: text('tenant_id')
      .notNull()
      .references(() => tenants.id),
    modelNumber: text('model_number').notNull(),
    modelName: text('model_name'),
    macAddress: text('mac_address').notNull(),
    serialNumber: text('serial_number').notNull(),
    productSerialNumber: text('product_serial_number'),
    efuseMacAddress: text('efuse_mac_address'),
    brand: text('brand').notNull(),
    category: text('category').notNull(),
    chipType: text('chip_type'),
    country: text('country').notNull(),
    firmwareVersion: text('firmware_version').notNull(),
    manufacturedDate: bigint('manufactured_date', { mode: 'number' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    createdBy: text('created_by'),
    provisionedAt: bigint('provisioned_at', { mode: 'number' }),
    onboardedAt: bigint('onboarded_at', { mode: 'number' }),
    /** End-user id of who onboarded it (resolved to a name by the console). */
    onboardedBy: text('onboarded_by'),
    onboardedById: text('onboarded_by_id'),
    alexaConnectDate: bigint('alexa_connect_date', { mode: 'number' }),
    googleHomeConnectDate: bigint('google_home_connect_date', { mode: 'number' }),
    homeId: text('home_id'),
    spaceId: text('space_id'),
    deviceName: text('device_name'),
    /** Gateway children: the gateway, and the child's place on it. */
    parentDeviceId: text('parent_device_id'),
    czAdapterId: text('cz_adapter_id'),
    linkNumber: integer('link_number'),
    iduNumber: integer('idu_number'),
    online: boolean('online').notNull().default(false),
    connectedTime: bigint('connected_time', { mode: 'number' }),
    lastStatus: jsonb('last_status').$type<DeviceStatus>(),
    statusTs: bigint('status_ts', { mode: 'number' }),
  },
  (t) => [
    index('devices_mac').on(t.macAddress),
    index('devices_product_serial').on(t.productSerialNumber),
    index('devices_space').on(t.spaceId),
    index('devices_home').on(t.homeId),
    index('devices_parent').on(t.parentDeviceId),
    // Covers the firmware distribution (count per version, onboarded ones apart, optional chip
    // type) so it is answered from the index alone, without reading the devices' rows.
    index('devices_distribution').on(
      t.tenantId,
      t.category,
      t.brand,
      t.firmwareVersion,
      t.chipType,
      t.onboardedAt,
    ),
    // A model's devices (rollout targets) and fleet search (issue 32): the columns a fleet filter
    // and its breakdowns read, so a model's count and breakdowns come from the index alone (its
    // onboarding time included). Not online or connected_time: every connection would then update it.
    index('devices_fleet').on(
      t.tenantId,
      t.modelNumber,
      t.firmwareVersion,
      t.country,
      t.category,
      t.brand,
      t.onboardedAt,
    ),
    // Fleet search by firmware (and country) without a model: the same columns led by the firmware
    // version, so a firmware × country count reads its own range of the index alone. Under
    // devices_fleet it walked the tenant's whole range, about 1 s on the 1,000,000-device set.
    index('devices_fleet_firmware').on(
      t.tenantId,
      t.firmwareVersion,
      t.country,
      t.modelNumber,
      t.category,
      t.brand,
      t.onboardedAt,
    ),
    index('devices_upper_mac').on(sql`upper(${t.macAddress})`),
    upperCaseScope('devices_scope_upper_case', t.category, t.brand),
  ],
);
