import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TOKEN_STORAGE_KEY } from '../token-storage';
import { apiError, deferred, type MockResponse, mockFetch, renderApp, resetTestState, testUser } from '../../test/test-utils';

describe('login guard', () => {
  beforeEach(resetTestState);

  it("shows 'Loading...' while the stored session is checked, then the page", async () => {
    window.localStorage.setItem(TOKEN_STORAGE_KEY, 'jwt-1');
    const profile = deferred<MockResponse>();
    const { calls } = mockFetch(() => profile.promise);
    renderApp('/dashboard');

    const loading = await screen.findByTestId('auth-guard-loading');
    expect(loading).toHaveTextContent('Loading...');
    expect(loading).toHaveTextContent('Please wait while we verify your session');
    expect(calls[0]).toMatchObject({ url: '/api/users/profile', headers: { Authorization: 'Bearer jwt-1' } });

    profile.resolve({ status: 200, body: { data: testUser } });
    expect(await screen.findByTestId('dashboard-welcome')).toHaveTextContent('Welcome, Asha Verma');
    expect(screen.queryByTestId('auth-guard-loading')).not.toBeInTheDocument();
  });

  it('sends a visitor without a session to /login and back to the requested page after signing in', async () => {
    mockFetch((call) =>
      call.url === '/api/auth/login'
        ? { status: 200, body: { data: { token: 'jwt-2', user: testUser, expiresAt: '2026-12-01T00:00:00Z' } } }
        : apiError(404, 'Not found'),
    );
    const user = userEvent.setup();
    const { router } = renderApp('/profile?tab=documents');

    await screen.findByTestId('login-form');
    expect(router.state.location.pathname).toBe('/login');
    expect(router.state.location.state).toMatchObject({ from: { pathname: '/profile', search: '?tab=documents' } });

    await user.type(screen.getByTestId('login-email'), 'asha@example.in');
    await user.type(screen.getByTestId('login-password'), 'Secret123');
    await user.click(screen.getByTestId('login-submit'));

    await waitFor(() => expect(router.state.location.pathname).toBe('/profile'));
    expect(router.state.location.search).toBe('?tab=documents');
    expect(await screen.findByTestId('placeholder-profile')).toBeInTheDocument();
  });

  it('discards a token the server refuses and explains on the login page', async () => {
    window.localStorage.setItem(TOKEN_STORAGE_KEY, 'revoked');
    mockFetch(() => apiError(401, 'Unauthorized'));
    const { router } = renderApp('/notifications');

    expect(await screen.findByTestId('login-session-expired')).toHaveTextContent('Session expired. Please log in again.');
    expect(router.state.location.pathname).toBe('/login');
    expect(window.localStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull();
  });

  it('lets anyone open the public pages without asking for a session', async () => {
    const { fn } = mockFetch(() => apiError(500, 'should not be called'));
    renderApp('/events');
    expect(await screen.findByTestId('placeholder-events')).toBeInTheDocument();
    expect(fn).not.toHaveBeenCalled();
  });
});
