import { messages } from '@console/contracts/messages/core';
import { PATHS } from '@console/contracts/paths';
import { fakeApi } from '@test/fake-api';
import { renderScreen } from '@test/render-screen';
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { loginStepStore } from '../login-step-store';
import LoginPage from './login-page';

describe('Login screen, two-step code step', () => {
  it('kept across a reload, it still offers Back to user name and password, and forgets the kept step', async () => {
    fakeApi();
    loginStepStore.save({ kind: 'mfaValidate', mfaToken: 'mfa-token' });
    renderScreen(<LoginPage />, { path: PATHS.login, url: PATHS.login });
    expect(await screen.findByLabelText(messages.mfaCodeLabel)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: messages.back }));
    expect(await screen.findByLabelText(messages.userNameLabel)).toBeTruthy();
    expect(screen.queryByLabelText(messages.mfaCodeLabel)).toBeNull();
    expect(loginStepStore.load()).toEqual({ kind: 'credentials' });
  });
});
