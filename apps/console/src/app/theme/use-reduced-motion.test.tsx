import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { DEFAULT_TENANT } from '../tenant/default-tenant';
import { themeFor } from './tenant-theme';
import { useReducedMotion } from './use-reduced-motion';

const jsdomMatchMedia = window.matchMedia;

/** A system setting for reduced motion that the test can change, with its change event. */
function systemMotionSetting(reduce: boolean) {
  const listeners = new Set<() => void>();
  const setting = { reduce };
  window.matchMedia = (query: string) =>
    ({
      matches: query === '(prefers-reduced-motion: reduce)' && setting.reduce,
      media: query,
      addEventListener: (_: string, listener: () => void) => listeners.add(listener),
      removeEventListener: (_: string, listener: () => void) => listeners.delete(listener),
    }) as unknown as MediaQueryList;
  return {
    change(next: boolean) {
      setting.reduce = next;
      for (const listener of listeners) listener();
    },
  };
}

afterEach(() => {
  window.matchMedia = jsdomMatchMedia;
});

describe('reduced motion', () => {
  it('follows the system setting as it changes', () => {
    const setting = systemMotionSetting(false);
    const { result } = renderHook(() => useReducedMotion());
    expect(result.current).toBe(false);
    act(() => setting.change(true));
    expect(result.current).toBe(true);
  });

  it('turns the theme motion off only when asked', () => {
    expect(themeFor(DEFAULT_TENANT).token?.motion).toBe(true);
    expect(themeFor(DEFAULT_TENANT, true).token?.motion).toBe(false);
  });
});
