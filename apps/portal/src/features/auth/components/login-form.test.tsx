import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TOKEN_STORAGE_KEY } from '../../../lib/token-storage';
import { apiError, deferred, type MockResponse, mockFetch, renderApp, resetTestState, testUser } from '../../../test/test-utils';

const loginOk: MockResponse = {
  status: 200,
  body: { data: { token: 'jwt-1', user: testUser, expiresAt: '2026-12-01T00:00:00Z' }, message: 'Login successful' },
};

async function openLogin(entry: Parameters<typeof renderApp>[0] = '/login') {
  const view = renderApp(entry);
  await screen.findByTestId('login-form');
  return view;
}

describe('login screen', () => {
  beforeEach(resetTestState);

  it('shows the spec validation messages inline and sends nothing', async () => {
    const { fn } = mockFetch(() => loginOk);
    const user = userEvent.setup();
    await openLogin();

    await user.click(screen.getByTestId('login-submit'));
    expect(await screen.findByText('Email is required')).toBeInTheDocument();
    expect(screen.getByText('Password is required')).toBeInTheDocument();
    expect(screen.getByTestId('login-email')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByTestId('login-email')).toHaveFocus();

    await user.type(screen.getByTestId('login-email'), 'not-an-email');
    await user.type(screen.getByTestId('login-password'), '12345');
    await user.click(screen.getByTestId('login-submit'));
    expect(await screen.findByText('Please enter a valid email address')).toBeInTheDocument();
    expect(screen.getByText('Password must be at least 6 characters')).toBeInTheDocument();
    expect(fn).not.toHaveBeenCalled();
  });

  it("clears only the edited field's error", async () => {
    mockFetch(() => loginOk);
    const user = userEvent.setup();
    await openLogin();
    await user.click(screen.getByTestId('login-submit'));
    await screen.findByText('Email is required');

    await user.type(screen.getByTestId('login-email'), 'a');
    expect(screen.queryByText('Email is required')).not.toBeInTheDocument();
    expect(screen.getByTestId('login-email')).not.toHaveAttribute('aria-invalid');
    expect(screen.getByText('Password is required')).toBeInTheDocument();

    await user.type(screen.getByTestId('login-password'), 'x');
    expect(screen.queryByText('Password is required')).not.toBeInTheDocument();
  });

  it("shows 'Signing in...' on a disabled button while the request runs, then toasts and goes to /dashboard", async () => {
    const pending = deferred<MockResponse>();
    const { calls } = mockFetch((call) => (call.url === '/api/auth/login' ? pending.promise : loginOk));
    const user = userEvent.setup();
    const { router } = await openLogin();

    await user.type(screen.getByTestId('login-email'), '  Asha.Verma@Example.in ');
    await user.type(screen.getByTestId('login-password'), 'Secret123');
    await user.click(screen.getByTestId('login-submit'));

    const button = screen.getByTestId('login-submit');
    expect(button).toBeDisabled();
    expect(button).toHaveTextContent('Signing in...');
    expect(calls[0]).toMatchObject({
      url: '/api/auth/login',
      method: 'POST',
      body: { identifier: 'asha.verma@example.in', password: 'Secret123', loginMethod: 'email' },
    });

    pending.resolve(loginOk);
    expect(await screen.findByTestId('dashboard-welcome')).toHaveTextContent('Welcome, Asha Verma');
    expect(router.state.location.pathname).toBe('/dashboard');
    expect(window.localStorage.getItem(TOKEN_STORAGE_KEY)).toBe('jwt-1');
    expect(screen.getByTestId('toast')).toHaveTextContent('Login successful');
  });

  it('on failure shows the server message inline and in a destructive "Login failed" toast', async () => {
    mockFetch(() => apiError(401, 'Invalid credentials'));
    const user = userEvent.setup();
    const { router } = await openLogin();

    await user.type(screen.getByTestId('login-email'), 'asha@example.in');
    await user.type(screen.getByTestId('login-password'), 'wrong-password');
    await user.click(screen.getByTestId('login-submit'));

    expect(await screen.findByTestId('login-error')).toHaveTextContent('Invalid credentials');
    const toast = screen.getByTestId('toast');
    expect(toast).toHaveAttribute('data-variant', 'destructive');
    expect(within(toast).getByTestId('toast-title')).toHaveTextContent('Login failed');
    expect(within(toast).getByTestId('toast-description')).toHaveTextContent('Invalid credentials');
    expect(screen.getByTestId('login-submit')).toBeEnabled();
    expect(screen.getByTestId('login-submit')).toHaveTextContent('Sign In');
    expect(router.state.location.pathname).toBe('/login');
    expect(window.localStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull();
  });

  it('uses the default failure text when the server gives no message, and tells how long to wait on 429', async () => {
    let status = 500;
    mockFetch(() =>
      status === 500
        ? { status: 500, body: { statusCode: 500, error: 'Internal Server Error', message: '' } }
        : { ...apiError(429, 'Too many failed attempts. Please try again later'), headers: { 'Retry-After': '600' } },
    );
    const user = userEvent.setup();
    await openLogin();
    await user.type(screen.getByTestId('login-email'), 'asha@example.in');
    await user.type(screen.getByTestId('login-password'), 'Secret123');
    await user.click(screen.getByTestId('login-submit'));
    // An empty server message becomes the generic HTTP text (spec section 8).
    expect(await screen.findByTestId('login-error')).toHaveTextContent('HTTP error! status: 500');

    status = 429;
    await user.click(screen.getByTestId('login-submit'));
    await waitFor(() => expect(screen.getByTestId('login-error')).toHaveTextContent('Too many failed attempts'));
    expect(screen.getByTestId('login-error')).toHaveTextContent('10 minute(s)');
  });

  it('shows server field errors on the matching field', async () => {
    mockFetch(() => apiError(400, 'Validation failed', { fields: { identifier: 'Please enter a valid email address' } }));
    const user = userEvent.setup();
    await openLogin();
    await user.type(screen.getByTestId('login-email'), 'asha@example.in');
    await user.type(screen.getByTestId('login-password'), 'Secret123');
    await user.click(screen.getByTestId('login-submit'));
    expect(await screen.findByTestId('login-email-error')).toHaveTextContent('Please enter a valid email address');
  });

  it('returns to the remembered location after signing in', async () => {
    mockFetch((call) => (call.url === '/api/auth/login' ? loginOk : apiError(404, 'Not found')));
    const user = userEvent.setup();
    const { router } = await openLogin({
      pathname: '/login',
      state: { from: { pathname: '/complaints', search: '?status=open', hash: '' } },
    });
    await user.type(screen.getByTestId('login-email'), 'asha@example.in');
    await user.type(screen.getByTestId('login-password'), 'Secret123');
    await user.click(screen.getByTestId('login-submit'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/complaints'));
    expect(router.state.location.search).toBe('?status=open');
  });

  it('toggles password visibility and remembers the email when asked', async () => {
    mockFetch(() => loginOk);
    const user = userEvent.setup();
    await openLogin();
    const password = screen.getByTestId('login-password');
    expect(password).toHaveAttribute('type', 'password');
    await user.click(screen.getByRole('button', { name: 'Show password' }));
    expect(password).toHaveAttribute('type', 'text');
    await user.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(password).toHaveAttribute('type', 'password');

    await user.type(screen.getByTestId('login-email'), 'asha@example.in');
    await user.type(password, 'Secret123');
    await user.click(screen.getByLabelText('Remember me'));
    await user.click(screen.getByTestId('login-submit'));
    await screen.findByTestId('dashboard-welcome');
    expect(window.localStorage.getItem('rememberedEmail')).toBe('asha@example.in');
  });

  it("offers DigiLocker and Google only as 'Feature coming soon'", async () => {
    const { fn } = mockFetch(() => loginOk);
    const user = userEvent.setup();
    await openLogin();
    await user.click(screen.getByTestId('login-digilocker'));
    expect(screen.getByTestId('toast-title')).toHaveTextContent('Feature coming soon');
    await user.click(screen.getByTestId('login-google'));
    expect(screen.getAllByTestId('toast')).toHaveLength(1);
    expect(screen.getByTestId('toast-description')).toHaveTextContent('Google');
    expect(fn).not.toHaveBeenCalled();
  });

  it('links to forgot password, register, terms and privacy', async () => {
    mockFetch(() => loginOk);
    await openLogin();
    expect(screen.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute('href', '/forgot-password');
    expect(screen.getByRole('link', { name: 'Register here' })).toHaveAttribute('href', '/register');
    const main = screen.getByRole('main');
    expect(within(main).getByRole('link', { name: 'Terms of Service' })).toHaveAttribute('href', '/terms');
    expect(within(main).getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy');
  });
});
