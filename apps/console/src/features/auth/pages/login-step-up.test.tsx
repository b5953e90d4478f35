import { captchaChallenge, login } from '@console/contracts/auth';
import { messages } from '@console/contracts/messages/core';
import { PATHS } from '@console/contracts/paths';
import { getSsoProvider } from '@console/contracts/sso';
import { answer, FakeStatus, fakeApi } from '@test/fake-api';
import { renderScreen } from '@test/render-screen';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import LoginPage from './login-page';

// jsdom runs no workers: the proof of work is the contracts' solver's, tested on its own.
vi.mock('../captcha/solve-in-worker', () => ({ solveInWorker: async () => 7 }));

const challenge = (max: number) => ({
  algorithm: 'SHA-256',
  challenge: 'ab',
  maxnumber: max,
  salt: `s?max=${max}&`,
  signature: 'sig',
});

describe('Login screen after many failed sign-ins to the account (issue 29)', () => {
  it('solves the harder challenge the server asks for and tries again, saying why it takes longer', async () => {
    const captchas: string[] = [];
    let logins = 0;
    const calls = fakeApi(
      answer(getSsoProvider, () => ({ enabled: false, providerName: null, required: false })),
      answer(captchaChallenge, ({ query }) => {
        captchas.push(query.get('userName') ?? '');
        return challenge(captchas.length === 1 ? 1000 : 2000);
      }),
      answer(login, () => {
        logins++;
        if (logins === 1)
          throw new FakeStatus(400, {
            statusCode: 400,
            code: 'captchaStepUp',
            message: messages.captchaStepUp,
          });
        return { isAuthenticated: false, mfaToken: 'mfa-token' };
      }),
    );
    renderScreen(<LoginPage />, { path: PATHS.login, url: PATHS.login });
    fireEvent.change(screen.getByLabelText(messages.userNameLabel), { target: { value: ' agent.l4 ' } });
    fireEvent.change(screen.getByLabelText(messages.passwordLabel), { target: { value: 'Test@1234' } });
    fireEvent.click(screen.getByRole('checkbox', { name: messages.captchaLabel }));
    expect(await screen.findByText(messages.captchaVerified)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: messages.signIn }));

    // Said why it takes longer, and the second attempt, with the account's harder challenge, went through.
    expect(await screen.findByText(messages.captchaStepUp)).toBeTruthy();
    await waitFor(() => expect(logins).toBe(2));
    expect(captchas).toEqual(['agent.l4', 'agent.l4']);
    expect(calls.filter((c) => c.method === 'POST').map((c) => c.body)).toEqual([
      { userName: 'agent.l4', password: 'Test@1234' },
      { userName: 'agent.l4', password: 'Test@1234' },
    ]);
  });
});
