import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Button } from 'antd';
import { describe, expect, it, vi } from 'vitest';
import { ConfirmAction } from './confirm-action';

function renderConfirm(onConfirm: () => void) {
  render(
    <ConfirmAction title="Offboard device?" description="dev-1 leaves its home" onConfirm={onConfirm}>
      <Button>Offboard</Button>
    </ConfirmAction>,
  );
}

describe('ConfirmAction', () => {
  // Where the focus lands (on No) is checked in a real browser (e2e/device-actions).
  it('asks first, naming what happens; No does nothing', async () => {
    const onConfirm = vi.fn();
    renderConfirm(onConfirm);
    await userEvent.click(screen.getByRole('button', { name: 'Offboard' }));
    expect(await screen.findByText('dev-1 leaves its home')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'No' }));
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('acts on Yes', async () => {
    const onConfirm = vi.fn();
    renderConfirm(onConfirm);
    await userEvent.click(screen.getByRole('button', { name: 'Offboard' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Yes' }));
    expect(onConfirm).toHaveBeenCalledOnce();
  });

  it('closes on Escape with the focus on No, and acts on nothing', async () => {
    const onConfirm = vi.fn();
    renderConfirm(onConfirm);
    await userEvent.click(screen.getByRole('button', { name: 'Offboard' }));
    const no = await screen.findByRole('button', { name: 'No' });
    no.focus();
    await userEvent.keyboard('{Escape}');
    // The focus goes back to the button, and the popup leaves (jsdom never ends its motion).
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Offboard' })),
    );
    expect(document.querySelector('.ant-popover')?.className).toMatch(/-leave/);
    expect(onConfirm).not.toHaveBeenCalled();
  });
});
