import { messages } from '@console/contracts/messages';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { OffboardButton } from './offboard-button';

function renderButton(onboarded: boolean) {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <OffboardButton deviceId="dev-1" onboarded={onboarded} onOffboarded={() => undefined} />
    </QueryClientProvider>,
  );
}

describe('OffboardButton', () => {
  it('on a device not onboarded: reached with Tab, says why, and asks nothing on Enter or a click', async () => {
    renderButton(false);
    await userEvent.tab();
    const button = screen.getByRole('button', {
      name: messages.offboardDevice,
      description: messages.deviceNotOnboarded,
    });
    expect(document.activeElement).toBe(button);
    expect(button.getAttribute('aria-disabled')).toBe('true');
    expect(screen.getByText(messages.deviceNotOnboarded)).toBeTruthy();
    await userEvent.keyboard('{Enter}');
    await userEvent.click(button);
    expect(screen.queryByText(messages.offboardConfirm)).toBeNull();
  });

  it('on an onboarded device: asks first, and says nothing about onboarding', async () => {
    renderButton(true);
    const button = screen.getByRole('button', { name: messages.offboardDevice });
    expect(button.getAttribute('aria-disabled')).toBeNull();
    expect(screen.queryByText(messages.deviceNotOnboarded)).toBeNull();
    await userEvent.click(button);
    expect(await screen.findByText(messages.offboardConfirm)).toBeTruthy();
  });
});
