import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { allSettled, fork } from 'effector';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetDatabase } from '@mocks/data';
import { handlers } from '@mocks/handlers';
import { $token, $user, homePathFor, signedOut } from '@/entities/user';
import { routerAttached } from '@/shared/lib';
import { renderWithApp } from '../../../../tests/setup/render';
import { LoginPage } from './LoginPage';

const server = setupServer(...handlers);
// Default 'warn': a signed-in user also opens the realtime socket, which this page test does not serve.
beforeAll(() => server.listen());
beforeEach(async () => {
  await resetDatabase('default');
});
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

async function renderLogin() {
  const scope = fork();
  const navigate = vi.fn();
  await allSettled(routerAttached, { scope, params: { navigate } });
  const user = userEvent.setup();
  renderWithApp(<LoginPage />, { scope, route: '/login' });
  return {
    scope,
    navigate,
    user,
    identifier: screen.getByPlaceholderText('Email or User ID'),
    password: screen.getByPlaceholderText('Your password'),
    submit: screen.getByRole('button', { name: 'Sign in' }),
  };
}

describe('LoginPage', () => {
  it("asks for both fields: an empty submit shows 'Please fill in all required fields'", async () => {
    const { user, submit, identifier, password, navigate } = await renderLogin();
    // Marked required, as on sign-up (design review).
    expect(identifier).toBeRequired();
    expect(password).toBeRequired();
    await user.click(submit);
    expect(screen.getByRole('alert')).toHaveTextContent('Please fill in all required fields');

    // One field is not enough either, and what was typed stays.
    await user.type(password, 'Parley@123');
    await user.click(submit);
    expect(screen.getByRole('alert')).toHaveTextContent('Please fill in all required fields');
    expect(password).toHaveValue('Parley@123');
    expect(identifier).toHaveValue('');
    expect(navigate).not.toHaveBeenCalled();
  });

  it("shows the server's message for a wrong password and keeps what was typed", async () => {
    const { user, submit, identifier, password, scope } = await renderLogin();
    await user.type(identifier, 'host@parley.app');
    await user.type(password, 'not-the-password');
    await user.click(submit);
    // Host path refused, then the user-id path's message is the one reported.
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Invalid User ID or password'));
    expect(identifier).toHaveValue('host@parley.app');
    expect(password).toHaveValue('not-the-password');
    expect(scope.getState($token)).toBeNull();
    expect(screen.queryByTestId('full-screen-loader')).not.toBeInTheDocument();
  });

  it('signs a seeded sub-user in through the user-id fallback', async () => {
    const { user, submit, identifier, password, scope, navigate } = await renderLogin();
    await user.type(identifier, 'PA100001');
    await user.type(password, 'ravi1234');
    await user.click(submit);
    // 'Login successful', then the 2-second full-screen spinner, then the user's home (history replaced).
    expect(await screen.findByTestId('full-screen-loader')).toBeInTheDocument();
    await waitFor(() => expect(navigate).toHaveBeenCalled(), { timeout: 4000 });
    expect(navigate).toHaveBeenCalledWith(homePathFor('user'), { replace: true });
    expect(scope.getState($user)).toMatchObject({ userId: 'PA100001', name: 'Ravi Kumar', isHost: false });
    expect(scope.getState($token)).toEqual(expect.any(String));
    // Sign out again so the realtime connection a signed-in user gets does not outlive the test.
    await allSettled(signedOut, { scope });
    expect(scope.getState($user)).toBeNull();
  });
});
