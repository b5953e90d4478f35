import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, useSearchParams } from 'react-router';
import { describe, expect, it } from 'vitest';
import { useUrlTab } from './use-url-tab';

function useTabsAndParams() {
  const [tab, setTab] = useUrlTab(['send', 'search'] as const);
  const [params, setParams] = useSearchParams();
  return { tab, setTab, params, setParams };
}

const at =
  (url: string) =>
  ({ children }: { children: ReactNode }) => <MemoryRouter initialEntries={[url]}>{children}</MemoryRouter>;

describe('useUrlTab', () => {
  it("drops a tab's parameters from the link when another tab opens, and puts them back on return", () => {
    const { result } = renderHook(useTabsAndParams, {
      wrapper: at('/n?tab=search&by=email&q=a%40b.example'),
    });
    expect(result.current.tab).toBe('search');
    act(() => result.current.setTab('send'));
    expect(result.current.tab).toBe('send');
    expect([...result.current.params]).toEqual([]);
    act(() => result.current.setTab('search'));
    expect(result.current.params.toString()).toBe('tab=search&by=email&q=a%40b.example');
  });

  it('opens a tab never visited with its key alone', () => {
    const { result } = renderHook(useTabsAndParams, { wrapper: at('/n?page=3') });
    act(() => result.current.setTab('search'));
    expect(result.current.params.toString()).toBe('tab=search');
  });

  it('returns to the first tab with no key, though the link first named an unknown tab', () => {
    const { result } = renderHook(useTabsAndParams, { wrapper: at('/n?tab=nonsense') });
    expect(result.current.tab).toBe('send');
    act(() => result.current.setTab('search'));
    act(() => result.current.setTab('send'));
    expect(result.current.params.toString()).toBe('');
  });
});
