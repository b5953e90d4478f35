import { renderScreen } from '@test/render-screen';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TaskTable } from './task-table';

// axe scrollable-region-focusable (serious) in Chromium at 390 px: the empty Last Sent table
// scrolled sideways inside antd's own container, which nothing in it could focus.
describe('the task table', () => {
  it('scrolls inside a named region the keyboard reaches, even with no task in it', () => {
    renderScreen(<TaskTable label="Last sent notification" tasks={[]} onView={() => {}} />, {
      path: '/',
      url: '/',
    });
    const region = screen.getByRole('region', { name: 'Last sent notification' });
    expect(region.tabIndex).toBe(0);
    expect(within(region).getByRole('table')).toBeTruthy();
    // No second scroll container of antd's inside it, one the keyboard could not reach.
    expect(region.querySelector('.ant-table-content')?.getAttribute('style') ?? '').not.toMatch(/overflow/);
  });
});
