import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Button } from 'antd';
import { describe, expect, it, vi } from 'vitest';
import { DisabledWithReason, unavailableButton } from './disabled-with-reason';

describe('DisabledWithReason', () => {
  it('gives the disabled control its reason as its description before any hover', () => {
    render(
      <DisabledWithReason reason="Not onboarded yet">
        {(describedBy) => (
          <Button disabled aria-describedby={describedBy}>
            Offboard
          </Button>
        )}
      </DisabledWithReason>,
    );
    const button = screen.getByRole('button', { name: 'Offboard', description: 'Not onboarded yet' });
    expect((button as HTMLButtonElement).disabled).toBe(true);
    // Read once, as the description: not as text of its own.
    expect(screen.getByText('Not onboarded yet').closest('[hidden]')).not.toBeNull();
  });

  it('shown: writes the reason beside a control that Tab still reaches, read once as its description', async () => {
    render(
      <>
        <Button>Before</Button>
        <DisabledWithReason reason="Not onboarded yet" shown>
          {(describedBy) => (
            <Button danger {...unavailableButton} aria-describedby={describedBy}>
              Offboard
            </Button>
          )}
        </DisabledWithReason>
      </>,
    );
    const reason = screen.getByText('Not onboarded yet');
    // On screen for everyone (a phone has no hover), not again for a screen reader.
    expect(reason.closest('[hidden]')).toBeNull();
    expect(reason.getAttribute('aria-hidden')).toBe('true');
    screen.getByRole('button', { name: 'Before' }).focus();
    await userEvent.tab();
    const button = screen.getByRole('button', { name: 'Offboard', description: 'Not onboarded yet' });
    expect(document.activeElement).toBe(button);
    expect(button.getAttribute('aria-disabled')).toBe('true');
    // Ant Design's disabled look (also no hover colour).
    expect(button.classList.contains('ant-btn-disabled')).toBe(true);
  });

  it('tooltip: shows the reason on focus, and Escape closes it with the focus left where it was', async () => {
    // The tooltip covers what is above the control; hover or focus alone would keep it there.
    const outerEscape = vi.fn();
    render(
      // biome-ignore lint/a11y/noStaticElementInteractions: stands for a dialog that closes on Escape
      <div onKeyDown={(e) => e.key === 'Escape' && outerEscape()}>
        <Button>Before</Button>
        <DisabledWithReason reason="A rollout still runs">
          {(describedBy) => (
            <Button danger {...unavailableButton} aria-describedby={describedBy}>
              Delete
            </Button>
          )}
        </DisabledWithReason>
      </div>,
    );
    const shownTip = () => document.querySelector('.ant-tooltip:not(.ant-tooltip-hidden)');
    const user = userEvent.setup();
    screen.getByRole('button', { name: 'Before' }).focus();
    await user.tab();
    const button = screen.getByRole('button', { name: 'Delete', description: 'A rollout still runs' });
    expect(document.activeElement).toBe(button);
    await waitFor(() => expect(shownTip()?.textContent).toBe('A rollout still runs'));
    await user.keyboard('{Escape}');
    await waitFor(() => expect(shownTip()).toBeNull());
    expect(document.activeElement).toBe(button);
    // Only the tooltip closed: a dialog around it waits for the next Escape.
    expect(outerEscape).not.toHaveBeenCalled();
    await user.keyboard('{Escape}');
    expect(outerEscape).toHaveBeenCalledTimes(1);
    // Coming back to the control shows the reason again.
    await user.tab({ shift: true });
    await user.tab();
    await waitFor(() => expect(shownTip()?.textContent).toBe('A rollout still runs'));
  });
});
