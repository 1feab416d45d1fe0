import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { TOKEN_STORAGE_KEY } from '../../../lib/token-storage';
import { apiError, deferred, type MockResponse, mockFetch, renderApp, resetTestState, testUser } from '../../../test/test-utils';

const registered: MockResponse = {
  status: 201,
  body: { data: { token: 'jwt-new', user: testUser, expiresAt: '2026-12-01T00:00:00Z' }, message: 'Registration successful!' },
};

async function openRegister() {
  const view = renderApp('/register');
  await screen.findByTestId('register-form');
  return view;
}

async function fillRequired(user: UserEvent, overrides: Partial<Record<'password' | 'confirmPassword', string>> = {}) {
  await user.type(screen.getByTestId('register-firstName'), 'Asha');
  await user.type(screen.getByTestId('register-lastName'), 'Verma');
  await user.type(screen.getByTestId('register-email'), 'asha.verma@example.in');
  await user.type(screen.getByTestId('register-phone'), '9876543210');
  await user.type(screen.getByTestId('register-password'), overrides.password ?? 'Kisan2024x');
  await user.type(screen.getByTestId('register-confirmPassword'), overrides.confirmPassword ?? overrides.password ?? 'Kisan2024x');
  await user.click(screen.getByTestId('register-acceptTerms'));
  await user.click(screen.getByTestId('register-acceptPrivacy'));
}

describe('register screen', () => {
  beforeEach(resetTestState);

  it('shows every required-field message and sends nothing for an empty form', async () => {
    const { fn } = mockFetch(() => registered);
    const user = userEvent.setup();
    await openRegister();
    await user.click(screen.getByTestId('register-submit'));

    for (const message of [
      'First name is required',
      'Last name is required',
      'Email is required',
      'Phone number is required',
      'Password is required',
      'You must accept the terms of service',
      'You must accept the privacy policy',
    ]) {
      expect(await screen.findByText(message)).toBeInTheDocument();
    }
    expect(screen.getByTestId('register-firstName')).toHaveFocus();
    expect(fn).not.toHaveBeenCalled();
  });

  it('applies the password rules from the shared contract', async () => {
    mockFetch(() => registered);
    const user = userEvent.setup();
    await openRegister();
    const password = screen.getByTestId('register-password');

    await user.type(password, 'Ab1');
    await user.click(screen.getByTestId('register-submit'));
    expect(await screen.findByTestId('register-password-error')).toHaveTextContent('Password must be at least 8 characters');

    await user.clear(password);
    await user.type(password, 'alllowercase1');
    await user.click(screen.getByTestId('register-submit'));
    expect(await screen.findByTestId('register-password-error')).toHaveTextContent(
      'Password must contain at least one uppercase letter, one lowercase letter, and one number',
    );
  });

  it('reports mismatched passwords on the confirmation field', async () => {
    const { fn } = mockFetch(() => registered);
    const user = userEvent.setup();
    await openRegister();
    await fillRequired(user, { password: 'Kisan2024x', confirmPassword: 'Kisan2024y' });
    await user.click(screen.getByTestId('register-submit'));
    expect(await screen.findByTestId('register-confirmPassword-error')).toHaveTextContent('Passwords do not match');
    expect(fn).not.toHaveBeenCalled();

    await user.type(screen.getByTestId('register-confirmPassword'), 'z');
    expect(screen.queryByText('Passwords do not match')).not.toBeInTheDocument();
  });

  it('requires both agreements', async () => {
    mockFetch(() => registered);
    const user = userEvent.setup();
    await openRegister();
    await fillRequired(user);
    await user.click(screen.getByTestId('register-acceptPrivacy')); // untick
    await user.click(screen.getByTestId('register-submit'));
    expect(await screen.findByText('You must accept the privacy policy')).toBeInTheDocument();
    expect(screen.queryByText('You must accept the terms of service')).not.toBeInTheDocument();
  });

  it('keeps only digits in phone (max 10) and pincode (max 6)', async () => {
    mockFetch(() => registered);
    const user = userEvent.setup();
    await openRegister();
    await user.type(screen.getByTestId('register-phone'), '+91 98765-43210 77');
    expect(screen.getByTestId('register-phone')).toHaveValue('9198765432');
    await user.type(screen.getByTestId('register-pincode'), '11a0-0012');
    expect(screen.getByTestId('register-pincode')).toHaveValue('110001');
  });

  it('sends optional fields only when filled, income as a number, then toasts and goes to /dashboard', async () => {
    const pending = deferred<MockResponse>();
    const { calls } = mockFetch((call) => (call.url === '/api/auth/register' ? pending.promise : apiError(404, 'Not found')));
    const user = userEvent.setup();
    const { router } = await openRegister();
    await fillRequired(user);
    await user.selectOptions(screen.getByTestId('register-state'), 'Uttar Pradesh');
    await user.type(screen.getByTestId('register-annualIncome'), '180000');
    await user.selectOptions(screen.getByTestId('register-category'), 'obc');
    await user.click(screen.getByTestId('register-submit'));

    const button = screen.getByTestId('register-submit');
    expect(button).toBeDisabled();
    expect(button).toHaveTextContent('Creating Account...');
    expect(calls[0]!.body).toEqual({
      firstName: 'Asha',
      lastName: 'Verma',
      email: 'asha.verma@example.in',
      phone: '9876543210',
      password: 'Kisan2024x',
      address: { state: 'Uttar Pradesh' },
      annualIncome: 180000,
      category: 'obc',
    });

    pending.resolve(registered);
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    expect(screen.getByTestId('toast')).toHaveTextContent('Registration successful!');
    expect(window.localStorage.getItem(TOKEN_STORAGE_KEY)).toBe('jwt-new');
  });

  it('puts a 409 duplicate on its field and shows a destructive "Registration failed" toast', async () => {
    mockFetch(() => apiError(409, 'Phone number already exists', { code: 'AUTH.PHONE_EXISTS', fields: { phone: 'Phone number already exists' } }));
    const user = userEvent.setup();
    const { router } = await openRegister();
    await fillRequired(user);
    await user.click(screen.getByTestId('register-submit'));

    expect(await screen.findByTestId('register-phone-error')).toHaveTextContent('Phone number already exists');
    expect(screen.getByTestId('register-phone')).toHaveFocus();
    const toast = screen.getByTestId('toast');
    expect(toast).toHaveAttribute('data-variant', 'destructive');
    expect(within(toast).getByTestId('toast-title')).toHaveTextContent('Registration failed');
    expect(router.state.location.pathname).toBe('/register');
  });

  it('maps nested server field errors (400) such as a common password or address.pincode', async () => {
    mockFetch(() =>
      apiError(400, 'Validation failed', {
        fields: {
          password: 'This password is too common. Please choose a less predictable one',
          'address.pincode': 'Please enter a valid 6-digit pincode',
        },
      }),
    );
    const user = userEvent.setup();
    await openRegister();
    await fillRequired(user);
    await user.type(screen.getByTestId('register-pincode'), '123456');
    await user.click(screen.getByTestId('register-submit'));
    expect(await screen.findByTestId('register-password-error')).toHaveTextContent('This password is too common');
    expect(screen.getByTestId('register-pincode-error')).toHaveTextContent('Please enter a valid 6-digit pincode');
  });

  it('translates validation messages into the chosen language', async () => {
    mockFetch(() => registered);
    const user = userEvent.setup();
    await openRegister();
    await user.selectOptions(screen.getByTestId('header-language-select'), 'hi');
    await user.click(await screen.findByRole('button', { name: 'खाता बनाएँ' }));
    expect(await screen.findByText('पहला नाम आवश्यक है')).toBeInTheDocument();
  });
});
