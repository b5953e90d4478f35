import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Button } from 'antd';
import { describe, expect, it } from 'vitest';
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
});
