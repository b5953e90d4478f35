/*
 * What jsdom lacks and AntD needs (media queries, element resizes), and a clean page, storage and
 * fetch after every component test.
 */
import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { alertStore, dismissAlert } from '@/shared/ui/alert-store';
import { takeUnansweredCalls } from './fake-api';
import { mediaQueryList } from './media-query';

// findBy* and waitFor wait up to 5 s for their condition (the library's default, 1 s, is less than
// a screen's first render takes on a busy two-core machine running two test files at a time).
configure({ asyncUtilTimeout: 5_000 });

Object.defineProperty(window, 'matchMedia', {
  writable: true,
  // No query matches: screens are as wide as AntD's largest breakpoint.
  value: (query: string) => mediaQueryList(query, false),
});

class NoResizeObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
}
globalThis.ResizeObserver ??= NoResizeObserver as unknown as typeof ResizeObserver;

afterEach(() => {
  cleanup();
  // The alert banner's store lives as long as the page (an alert outlives a navigation by design):
  // one test's alert must not be the next test's first alert.
  for (const alert of alertStore.get()) dismissAlert(alert.id);
  localStorage.clear();
  sessionStorage.clear();
  vi.unstubAllGlobals();
  const unanswered = takeUnansweredCalls();
  if (unanswered.length)
    throw new Error(`The screen made calls the test did not answer: ${unanswered.join(', ')}`);
});
