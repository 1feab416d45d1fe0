import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiError, mockFetch, renderApp, resetTestState } from '../../../test/test-utils';

const TOKEN = 'a'.repeat(43);

describe('password reset screens', () => {
  beforeEach(resetTestState);

  it('forgot password validates the address, posts it and shows the server message', async () => {
    const { calls } = mockFetch(() => ({
      status: 200,
      body: { data: null, message: 'If an account exists for that address, a password reset link has been sent' },
    }));
    const user = userEvent.setup();
    renderApp('/forgot-password');
    await user.click(await screen.findByTestId('forgot-submit'));
    expect(await screen.findByText('Email is required')).toBeInTheDocument();
    expect(calls).toHaveLength(0);

    await user.type(screen.getByTestId('forgot-email'), 'Asha@Example.in');
    await user.click(screen.getByTestId('forgot-submit'));
    expect(await screen.findByTestId('forgot-password-sent')).toHaveTextContent('a password reset link has been sent');
    expect(calls[0]).toMatchObject({ url: '/api/auth/forgot-password', method: 'POST', body: { email: 'asha@example.in' } });
  });

  it('reset password without a usable token offers a new link', async () => {
    mockFetch(() => apiError(500, 'unexpected'));
    renderApp('/reset-password');
    expect(await screen.findByTestId('reset-invalid-link')).toHaveTextContent('This reset link is invalid or has expired');
    expect(screen.getByRole('link', { name: 'Request a new link' })).toHaveAttribute('href', '/forgot-password');
  });

  it('reset password checks the new password, posts token and password, then goes to /login', async () => {
    const { calls } = mockFetch(() => ({
      status: 200,
      body: { data: null, message: 'Your password has been reset. Please log in with the new password' },
    }));
    const user = userEvent.setup();
    const { router } = renderApp(`/reset-password?token=${TOKEN}`);

    await user.type(await screen.findByTestId('reset-password'), 'short');
    await user.click(screen.getByTestId('reset-submit'));
    expect(await screen.findByText('Password must be at least 8 characters')).toBeInTheDocument();

    await user.clear(screen.getByTestId('reset-password'));
    await user.type(screen.getByTestId('reset-password'), 'NewPass2026');
    await user.type(screen.getByTestId('reset-confirm-password'), 'NewPass2027');
    await user.click(screen.getByTestId('reset-submit'));
    expect(await screen.findByText('Passwords do not match')).toBeInTheDocument();
    expect(calls).toHaveLength(0);

    await user.clear(screen.getByTestId('reset-confirm-password'));
    await user.type(screen.getByTestId('reset-confirm-password'), 'NewPass2026');
    await user.click(screen.getByTestId('reset-submit'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(calls[0]).toMatchObject({ url: '/api/auth/reset-password', body: { token: TOKEN, password: 'NewPass2026' } });
    expect(screen.getByTestId('toast')).toHaveTextContent('Your password has been reset');
  });

  it('shows a refused token with a way to ask for a new link', async () => {
    mockFetch(() => apiError(400, 'This reset link is invalid or has expired'));
    const user = userEvent.setup();
    renderApp(`/reset-password?token=${TOKEN}`);
    await user.type(await screen.findByTestId('reset-password'), 'NewPass2026');
    await user.type(screen.getByTestId('reset-confirm-password'), 'NewPass2026');
    await user.click(screen.getByTestId('reset-submit'));
    expect(await screen.findByTestId('reset-error')).toHaveTextContent('This reset link is invalid or has expired');
    expect(screen.getByRole('link', { name: 'Request a new link' })).toBeInTheDocument();
  });
});
