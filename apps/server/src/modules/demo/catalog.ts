import type { DeviceCategory } from '@console/contracts/constants';

/** One device model of the demo catalogue; `firmware` is oldest first, the last is the latest. */
export interface ModelSpec {
  modelId: string;
  modelNumber: string;
  modelName: string;
  category: DeviceCategory;
  brand: string;
  chipType: string;
  subCategory?: string;
  tonnage?: number;
  capacity?: string;
  switches?: number;
  matter?: boolean;
  firmware: string[];
}

const m = (
  modelId: string,
  modelNumber: string,
  modelName: string,
  category: DeviceCategory,
  brand: string,
  chipType: string,
  firmware: string[],
  extra: Partial<ModelSpec> = {},
): ModelSpec => ({ modelId, modelNumber, modelName, category, brand, chipType, firmware, ...extra });

/** At least one model for every category of spec 000 section 9. */
export const MODELS: ModelSpec[] = [
  m(
    'MT0001',
    'CS-XU12ZKYF',
    '1 Ton 5 Star Wi-Fi Inverter AC',
    'AC',
    'PANASONIC',
    'ESPWIFIBLE',
    ['1.4', '1.6', '2.0'],
    {
      subCategory: 'SPLIT',
      tonnage: 1,
      matter: true,
    },
  ),
  m(
    'MT0002',
    'CS-SU18ZKYF',
    '1.5 Ton 3 Star Wi-Fi Inverter AC',
    'AC',
    'PANASONIC',
    'ESPWIFI',
    ['1.2', '1.4'],
    {
      subCategory: 'SPLIT',
      tonnage: 1.5,
    },
  ),
  m('MT0003', 'S-36PU2H5', 'Cassette Inverter AC 3 Ton', 'CAC', 'PANASONIC', 'ESPWIFI', ['2.1', '2.3'], {
    subCategory: 'CASSETTE',
    tonnage: 3,
  }),
  m('MT0004', 'S-22MK2E5', 'VRF Indoor Unit Wall Mounted', 'IAC', 'PANASONIC', 'ESPWIFI', ['3.0', '3.2'], {
    subCategory: 'VRF',
    tonnage: 2,
  }),
  m('MT0005', 'CZ-CFUSCC1', 'Smart Cloud Adapter Gateway', 'GATEWAY', 'PANASONIC', 'ESPWIFI', [
    '1.8',
    '1.10',
  ]),
  m('MT0006', 'WEG-FC01', 'Smart Fan Regulator', 'FANCONTROLLER', 'ANCHOR', 'ESPWIFI', ['1.1', '1.3']),
  m('MT0007', 'ANC-SW4', 'Anchor Smart Switch 4 Module', 'ANCHOR', 'ANCHOR', 'ESPWIFI', ['1.0', '1.2'], {
    switches: 4,
  }),
  m('MT0008', 'ANC-FAN1200', 'Anchor Smart BLDC Fan 1200 mm', 'ANCHORFAN', 'ANCHOR', 'ESPWIFIBLE', [
    '1.5',
    '1.7',
  ]),
  m('MT0009', 'VL-SWD501', 'Smart Video Door Phone', 'VDP', 'PANASONIC', 'ESPWIFI', ['4.2', '4.4']),
  m('MT0010', 'NR-BX471', 'Smart Refrigerator 471 L', 'REF', 'PANASONIC', 'ESPWIFI', ['2.0', '2.2'], {
    capacity: '471L',
  }),
  m('MT0011', 'NA-F80', 'Top Load Washing Machine 8 kg', 'WM', 'PANASONIC', 'ESPWIFI', ['1.3', '1.9'], {
    capacity: '8KG',
  }),
  m('MT0012', 'ROMA-PLG16', 'Roma Smart Plug 16 A', 'ROMA', 'ANCHOR', 'ESPWIFIBLE', ['1.0', '1.1'], {
    matter: true,
  }),
  m('MT0013', 'FZ-BLDC48', 'Smart Ceiling Fan 48 in', 'FAN', 'PANASONIC', 'ESPWIFI', ['2.4', '2.6']),
  m(
    'MT0014',
    'WEG-SW2',
    'Smart Touch Switch 2 Module',
    'SWITCHES',
    'PANASONIC',
    'ESPWIFIBLE',
    ['1.2', '1.4'],
    {
      switches: 2,
      matter: true,
    },
  ),
  m('MT0015', 'PL-LED9', 'Smart LED Bulb 9 W', 'LEDLIGHTS', 'PANASONIC', 'NUCLEO9', ['3.1', '3.5']),
  m(
    'MT0016',
    'NA-S106',
    'Front Load Washing Machine 10 kg',
    'ODMFRONTLOADWM',
    'PANASONIC',
    'ASRWIFIBLE',
    ['1.0', '1.2'],
    {
      capacity: '10KG',
    },
  ),
  m('MT0017', 'ROMA-SW6', 'Roma Smart Switch 6 Module', 'ROMASWITCHES', 'ANCHOR', 'ESPWIFI', ['1.1', '1.4'], {
    switches: 6,
  }),
];

export function modelsOf(category: string): ModelSpec[] {
  return MODELS.filter((model) => model.category === category);
}

/** Categories whose reports carry AC diagnostics (indoor and outdoor unit readings). */
export const AC_CATEGORIES: readonly string[] = ['AC', 'CAC', 'IAC'];
export const WASHER_CATEGORIES: readonly string[] = ['WM', 'ODMFRONTLOADWM'];

/**
 * The bad release: a FOTA image of this version for these models, signed like the others, which
 * the simulated devices install and then, running it, reboot and raise fault FW1 more often
 * (SIMULATOR_BAD_RELEASES, whose default is this version): a rollout of it shows a health gate
 * stopping a release by itself. Newer than every other version of the model, so it is the model's
 * latest: Device Info's trigger and a FOTA batch would send it too.
 */
export const BAD_RELEASE = { version: '9.99', modelNumbers: ['FZ-BLDC48'] } as const;
