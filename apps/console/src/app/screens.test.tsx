import { NAVIGATION } from '@console/contracts/access';
import { PATHS } from '@console/contracts/paths';
import { describe, expect, it } from 'vitest';
import { AVAILABLE_SCREENS, menuPathOf, SCREENS } from './screens';

describe('the screen list', () => {
  it('makes the menu entries whose screens exist available, and no others', () => {
    const built = NAVIGATION.filter((e) => SCREENS.some((s) => s.path === e.path)).map((e) => e.key);
    expect([...AVAILABLE_SCREENS]).toEqual(built);
    expect(AVAILABLE_SCREENS.has('deviceFirmware')).toBe(true);
  });

  it('guards each menu screen with the rule its menu entry is shown by', () => {
    for (const entry of NAVIGATION) {
      const screen = SCREENS.find((s) => s.path === entry.path);
      if (!screen || entry.path === PATHS.dashboard) continue;
      expect(screen.rule, entry.path).toBe(entry.rule);
    }
  });

  it('mounts each path once', () => {
    const paths = SCREENS.map((s) => s.path.toLowerCase());
    expect(new Set(paths).size).toBe(paths.length);
  });

  it('highlights a screen without a menu entry under its parent', () => {
    expect(menuPathOf('/report/h-1')).toBe(PATHS.dashboard);
    expect(menuPathOf('/deviceDetail/RU12-IN')).toBe(PATHS.deviceDetail);
    expect(menuPathOf(PATHS.addNewDeviceModel)).toBe(PATHS.deviceDetail);
    expect(menuPathOf(PATHS.firmwareInfo)).toBe(PATHS.deviceFirmware);
    expect(menuPathOf(PATHS.fotaJobs)).toBe(PATHS.fotaJobs);
  });
});
