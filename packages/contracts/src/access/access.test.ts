import { describe, expect, it } from 'vitest';
import { navigationFor } from './navigation';
import { principalOf } from './principal';
import { levelOf, type Role } from './roles';
import { can } from './rules';
import { allowedCountryOf, dataCountryName, dataCountryOf, scopeOf } from './scope';

const who = (roles: Role[], mainTenant = true) => principalOf(roles, mainTenant);
const menu = (roles: Role[], mainTenant = true) =>
  navigationFor(who(roles, mainTenant)).map((e) => `${e.label} ${e.path}`);

describe('levelOf', () => {
  it.each([
    [['CUSTOMERSUPPORTL4'], 5],
    [['CUSTOMERSUPPORTL3SPECIAL'], 4],
    [['CUSTOMERSUPPORTL3'], 3],
    [['CUSTOMERSUPPORTL2'], 2],
    [['CUSTOMERSUPPORTL1'], 1],
    [['CUSTOMERSUPPORT'], 0],
    [['FACTORYADMIN', 'CLOUDADMIN', 'PRODUCTMANAGER'], 0],
    [['CUSTOMERSUPPORTL1', 'CUSTOMERSUPPORTL4', 'CUSTOMERSUPPORTL2'], 5],
  ] as [Role[], number][])('%j gives %i', (roles, level) => {
    expect(levelOf(roles)).toBe(level);
  });
});

describe('sign-in gate', () => {
  it('allows a level above 0 or FACTORYADMIN only', () => {
    expect(can(who(['CUSTOMERSUPPORTL1']), 'signIn')).toBe(true);
    expect(can(who(['FACTORYADMIN']), 'signIn')).toBe(true);
    expect(can(who(['CUSTOMERSUPPORT']), 'signIn')).toBe(false);
    expect(can(who(['PRODUCTMANAGER']), 'signIn')).toBe(false);
    expect(can(who(['CLOUDADMIN']), 'signIn')).toBe(false);
    expect(can(who([]), 'signIn')).toBe(false);
  });
});

describe('navigation table, row by row (spec 000 section 6)', () => {
  it('Device Info at /dashboard: line tester, level-0 factory admin, field operator', () => {
    expect(menu(['LINETESTUSER', 'FACTORYADMIN'])).toEqual(['Device Info /dashboard']);
    expect(menu(['FACTORYADMIN'])[0]).toBe('Device Info /dashboard');
    expect(menu(['FIELDOPERATOR', 'FACTORYADMIN'])[0]).toBe('Device Info /dashboard');
    expect(menu(['FACTORYADMIN', 'CUSTOMERSUPPORTL1'])[0]).toBe('User Info /dashboard');
  });

  it("the line test is the line tester's alone; the manufactured serial edit needs level above 1", () => {
    expect(can(who(['LINETESTUSER', 'FACTORYADMIN']), 'lineTest')).toBe(true);
    expect(can(who(['LINETESTUSER', 'FACTORYADMIN']), 'manufacturedDevices')).toBe(false);
    expect(can(who(['CUSTOMERSUPPORTL4']), 'lineTest')).toBe(false);
    expect(can(who(['FACTORYADMIN']), 'manufacturedDevices')).toBe(true);
    expect(can(who(['FACTORYADMIN']), 'editManufacturedSerial')).toBe(false);
    expect(can(who(['CLOUDADMIN', 'CUSTOMERSUPPORTL1']), 'editManufacturedSerial')).toBe(false);
    expect(can(who(['CLOUDADMIN', 'CUSTOMERSUPPORTL2']), 'editManufacturedSerial')).toBe(true);
    expect(can(who(['CUSTOMERSUPPORTL4', 'FIELDOPERATOR']), 'editManufacturedSerial')).toBe(false);
  });

  it('a line tester sees only the line-test page, whatever else they hold: no Settings either', () => {
    for (const roles of [
      ['LINETESTUSER'],
      ['LINETESTUSER', 'FACTORYADMIN'],
      ['LINETESTUSER', 'CUSTOMERSUPPORTL4'],
    ] as Role[][]) {
      expect(can(who(roles), 'settings'), roles.join()).toBe(false);
      expect(can(who(roles), 'lineTest'), roles.join()).toBe(true);
    }
    for (const roles of [
      ['FACTORYADMIN'],
      ['CUSTOMERSUPPORTL1'],
      ['FIELDOPERATOR', 'FACTORYADMIN'],
    ] as Role[][]) {
      expect(can(who(roles), 'settings'), roles.join()).toBe(true);
    }
    expect(can(who(['CUSTOMERSUPPORT']), 'settings')).toBe(false);
  });

  it('User Info at /dashboard: everyone else', () => {
    expect(menu(['CUSTOMERSUPPORTL1'])[0]).toBe('User Info /dashboard');
  });

  it('Device Info search: level above 0 and not a field operator', () => {
    expect(menu(['CUSTOMERSUPPORTL1'])).toContain('Device Info /searchDevice');
    expect(menu(['FACTORYADMIN'])).not.toContain('Device Info /searchDevice');
    expect(menu(['FIELDOPERATOR', 'CUSTOMERSUPPORTL3'])).not.toContain('Device Info /searchDevice');
  });

  it('Device Model: (level above 0 or FACTORYADMIN) and not a field operator', () => {
    expect(menu(['CUSTOMERSUPPORTL1'])).toContain('Device Model /deviceDetail');
    expect(menu(['FACTORYADMIN'])).toContain('Device Model /deviceDetail');
    expect(menu(['FIELDOPERATOR', 'FACTORYADMIN'])).not.toContain('Device Model /deviceDetail');
  });

  it('DAC Statistics: FACTORYADMIN, CUSTOMERSUPPORTL4, CLOUDADMIN', () => {
    for (const roles of [
      ['FACTORYADMIN'],
      ['CUSTOMERSUPPORTL4'],
      ['CLOUDADMIN', 'CUSTOMERSUPPORTL1'],
    ] as Role[][]) {
      expect(menu(roles)).toContain('DAC Statistics /DACStatistics');
    }
    expect(menu(['CUSTOMERSUPPORTL3SPECIAL'])).not.toContain('DAC Statistics /DACStatistics');
  });

  it('Device Firmware, Manage MQTT FOTA and Firmware Rollouts: level above 4', () => {
    expect(menu(['CUSTOMERSUPPORTL4'])).toEqual(
      expect.arrayContaining([
        'Device Firmware /deviceFirmware',
        'Manage MQTT FOTA /fotaJobs',
        'Firmware Rollouts /rollouts',
      ]),
    );
    expect(menu(['CUSTOMERSUPPORTL3SPECIAL'])).not.toContain('Device Firmware /deviceFirmware');
    expect(menu(['CUSTOMERSUPPORTL3SPECIAL'])).not.toContain('Manage MQTT FOTA /fotaJobs');
    expect(menu(['CUSTOMERSUPPORTL3SPECIAL', 'CLOUDADMIN'])).not.toContain('Firmware Rollouts /rollouts');
  });

  it('IDU EEPROM, Manufactured Devices, QR Code, Dealers: level above 4 or CLOUDADMIN or FACTORYADMIN, not a field operator', () => {
    const entries = [
      'IDU EEPROM Config /idueepromConfig',
      'Manufactured Devices /manufacturedDevices',
      'QR Code /qrcode',
      'Dealer Management /deviceDealer',
    ];
    for (const roles of [
      ['CUSTOMERSUPPORTL4'],
      ['CLOUDADMIN', 'CUSTOMERSUPPORTL1'],
      ['FACTORYADMIN'],
    ] as Role[][]) {
      expect(menu(roles)).toEqual(expect.arrayContaining(entries));
    }
    for (const roles of [['CUSTOMERSUPPORTL3SPECIAL'], ['FIELDOPERATOR', 'FACTORYADMIN']] as Role[][]) {
      for (const entry of entries) expect(menu(roles)).not.toContain(entry);
    }
  });

  it('Statistics and Product Metrics: level above 2, main brand tenant only', () => {
    expect(menu(['CUSTOMERSUPPORTL3'])).toEqual(
      expect.arrayContaining(['Statistics /statistics', 'Product Metrics /productMetrics']),
    );
    expect(menu(['CUSTOMERSUPPORTL3'], false)).not.toContain('Statistics /statistics');
    expect(menu(['CUSTOMERSUPPORTL2'])).not.toContain('Product Metrics /productMetrics');
  });

  it('Feedback: level above 3', () => {
    expect(menu(['CUSTOMERSUPPORTL3SPECIAL'])).toContain('Feedback /feedback');
    expect(menu(['CUSTOMERSUPPORTL3'])).not.toContain('Feedback /feedback');
  });

  it('Notification Management: level 2 or above', () => {
    expect(menu(['CUSTOMERSUPPORTL2'])).toContain('Notification Management /notification');
    expect(menu(['CUSTOMERSUPPORTL1'])).not.toContain('Notification Management /notification');
  });

  it('limits the menu to the screens that exist', () => {
    const entries = navigationFor(who(['CUSTOMERSUPPORTL4']), new Set(['dashboardUser', 'deviceSearch']));
    expect(entries.map((e) => e.key)).toEqual(['dashboardUser', 'deviceSearch']);
  });
});

describe('capabilities', () => {
  it('device models are added and edited by a product manager who may see the Device Model screen', () => {
    expect(can(who(['PRODUCTMANAGER', 'CUSTOMERSUPPORTL3']), 'manageDeviceModels')).toBe(true);
    expect(can(who(['PRODUCTMANAGER', 'FACTORYADMIN']), 'manageDeviceModels')).toBe(true);
    expect(can(who(['PRODUCTMANAGER']), 'manageDeviceModels')).toBe(false);
    expect(can(who(['PRODUCTMANAGER', 'FIELDOPERATOR', 'FACTORYADMIN']), 'manageDeviceModels')).toBe(false);
    expect(can(who(['CUSTOMERSUPPORTL4']), 'manageDeviceModels')).toBe(false);
    expect(can(who(['CLOUDADMIN', 'CUSTOMERSUPPORTL3']), 'manageDeviceModels')).toBe(false);
  });
  it('e-mail edit and change password need level above 1', () => {
    expect(can(who(['CUSTOMERSUPPORTL2']), 'editUserEmail')).toBe(true);
    expect(can(who(['CUSTOMERSUPPORTL1']), 'changePassword')).toBe(false);
  });
  it('the full device detail is skipped for a level-0 factory admin only', () => {
    expect(can(who(['FACTORYADMIN']), 'deviceDetailFull')).toBe(false);
    expect(can(who(['FACTORYADMIN', 'CUSTOMERSUPPORTL1']), 'deviceDetailFull')).toBe(true);
  });
});

describe('data scope', () => {
  it('maps permission countries and collects categories, brands and dial codes', () => {
    expect(allowedCountryOf('BGD')).toBe('bd');
    expect(allowedCountryOf('SL2')).toBe('lk');
    expect(allowedCountryOf('IN')).toBe('in');
    expect(
      scopeOf([
        { country: 'IN', categories: ['AC', 'ref'], brand: 'panasonic' },
        { country: 'SL1', categories: ['AC'], brand: 'PANASONIC' },
      ]),
    ).toEqual({
      allowedCountries: ['in', 'lk'],
      allowedDeviceCategories: ['AC', 'REF'],
      allowCompanyBrand: ['PANASONIC'],
      allowedCountryCodes: ['91', '94'],
    });
  });
});

describe('country names', () => {
  it('names a data country as spec 000 section 6 does, an unknown code as itself', () => {
    expect(dataCountryName('in')).toBe('India');
    expect(dataCountryName('BD')).toBe('Bangladesh');
    expect(dataCountryName('lk')).toBe('Srilanka');
    expect(dataCountryName('xx')).toBe('XX');
  });

  it('reads a typed country by name, code or three-letter code, case and spaces aside', () => {
    for (const [typed, code] of [
      ['India', 'in'],
      [' india ', 'in'],
      ['IN', 'in'],
      ['IND', 'in'],
      ['Sri Lanka', 'lk'],
      ['Srilanka', 'lk'],
      ['BGD', 'bd'],
      ['nepal', 'np'],
    ] as const) {
      expect(dataCountryOf(typed), typed).toBe(code);
    }
    for (const typed of ['', '  ', 'Atlantis', 'xx']) expect(dataCountryOf(typed), typed).toBeUndefined();
  });
});
