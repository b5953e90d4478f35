import { changePassword } from '@console/contracts/auth';
import { messages } from '@console/contracts/messages/core';
import { PATHS } from '@console/contracts/paths';
import { answer, fakeApi } from '@test/fake-api';
import { renderScreen } from '@test/render-screen';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ChangePasswordCard } from './change-password-card';

function fillDialog(current: string, password: string, confirm = password) {
  fireEvent.click(screen.getByRole('button', { name: messages.changePasswordTitle }));
  fireEvent.change(screen.getByLabelText(messages.currentPasswordLabel), { target: { value: current } });
  fireEvent.change(screen.getByLabelText(messages.newPasswordLabel), { target: { value: password } });
  fireEvent.change(screen.getByLabelText(messages.confirmNewPasswordLabel), { target: { value: confirm } });
  fireEvent.click(screen.getByRole('button', { name: messages.submit }));
}

describe('Settings > Change Password', () => {
  it('refuses the current password as the new one before sending it (QA walk)', async () => {
    const calls = fakeApi();
    renderScreen(<ChangePasswordCard />, { path: PATHS.settings, url: PATHS.settings });
    fillDialog('Demo@1234', 'Demo@1234');
    expect(await screen.findByText(messages.passwordSameAsCurrent)).toBeTruthy();
    expect(calls).toEqual([]);
  });

  it('sends a new password that differs from the current one', async () => {
    const calls = fakeApi(answer(changePassword, () => ({ status: 'success' as const })));
    renderScreen(<ChangePasswordCard />, { path: PATHS.settings, url: PATHS.settings });
    fillDialog('Demo@1234', 'Demo@12345');
    await waitFor(() =>
      expect(calls.map((c) => c.body)).toEqual([{ currentPassword: 'Demo@1234', newPassword: 'Demo@12345' }]),
    );
    expect(await screen.findByText(messages.changePasswordSuccess)).toBeTruthy();
  });
});
