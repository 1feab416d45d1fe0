import './test/reactAdminEnv';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, useLocation, useRoutes } from 'react-router';
import { ADMIN_TOKEN_KEY } from './providers/adminToken';
import { adminRoutes } from './routes';
import { installFakeFetch, type FetchCall } from './test/fakeFetch';

const asha = {
  id: 'u-1',
  firstName: 'Asha',
  lastName: 'Verma',
  email: 'asha@example.in',
  phone: '9876543210',
  role: 'admin',
  phoneVerified: true,
  preferences: {},
  createdAt: '2025-01-15T10:00:00.000Z',
};
const ravi = { ...asha, id: 'u-2', firstName: 'Ravi', lastName: 'Kumar', email: 'ravi@example.in', role: 'user' };

const registered = {
  id: 7,
  globalPosition: 7,
  recordedAt: '2025-01-15T10:00:00.000Z',
  streamType: 'user',
  streamId: 'user-u-2',
  streamVersion: 1,
  type: 'UserRegistered',
  data: { email: 'ravi@example.in', city: 'Pune' },
  metadata: { actorId: 'u-2', requestId: 'req-1' },
};
const resetMail = {
  id: 'm-1',
  createdAt: '2025-01-15T10:05:00.000Z',
  channel: 'email',
  recipient: 'ravi@example.in',
  subject: 'Reset your password',
  body: '<b>Hello</b>\nOpen https://example.in/reset?token=abc',
  status: 'kept',
  attempts: 1,
};

/** The API as the console uses it; `role` is the role of whoever signs in. */
const api = (role: 'user' | 'admin') => (call: FetchCall) => {
  const path = call.url.split('?')[0];
  if (path === '/api/auth/login') {
    return { status: 200, body: { data: { token: `${role}-jwt`, user: { ...asha, role } } } };
  }
  if (path === '/api/auth/logout') return { status: 200, body: { data: null } };
  if (call.headers.get('Authorization') !== `Bearer ${role}-jwt`) {
    return { status: 401, body: { statusCode: 401, message: 'Unauthorized' } };
  }
  if (path === '/api/users/profile') return { status: 200, body: { data: { ...asha, role } } };
  if (path === '/api/admin/events/7') return { status: 200, body: registered };
  if (path === '/api/admin/outbound-messages/m-1') return { status: 200, body: resetMail };
  if (path === '/api/admin/users') {
    return { status: 200, body: [asha, ravi], headers: { 'Content-Range': 'users 0-1/2' } };
  }
  // The dashboard's counts: a one-row page each, the total in Content-Range.
  if (path === '/api/admin/moderation-queue') {
    return { status: 200, body: [{ id: 'c-1' }], headers: { 'Content-Range': 'moderation-queue 0-0/3' } };
  }
  if (path === '/api/admin/complaints-overdue') {
    return { status: 200, body: [], headers: { 'Content-Range': 'complaints-overdue */0' } };
  }
  return undefined;
};

// The routes main.tsx mounts, in a memory router: a data router would need fetch's Request,
// which jsdom lacks. `where.pathname` follows the address bar.
const renderConsole = (path: string) => {
  const where = { pathname: '' };
  const Console = () => {
    where.pathname = useLocation().pathname;
    return useRoutes(adminRoutes);
  };
  render(
    <MemoryRouter initialEntries={[path]}>
      <Console />
    </MemoryRouter>,
  );
  return where;
};

const signIn = async (email: string) => {
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText(/email/i), email);
  await user.type(screen.getByLabelText(/password/i, { selector: 'input' }), 'Secret123');
  await user.click(screen.getByRole('button', { name: /sign in/i }));
};

describe('the admin console', () => {
  beforeEach(() => localStorage.clear());

  it('sends a signed-out visitor to its login page under /admin', async () => {
    installFakeFetch(api('admin'));
    const where = renderConsole('/admin/users');

    await waitFor(() => expect(where.pathname).toBe('/admin/login'));
    expect(await screen.findByRole('button', { name: /sign in/i })).toBeInTheDocument();
  });

  it('turns a citizen away with a message they can read', async () => {
    const { calls } = installFakeFetch(api('user'));
    const where = renderConsole('/admin/login');

    await signIn('ravi@example.in');

    expect(
      await screen.findByText('This console is for administrators only. Please use the citizen portal.'),
    ).toBeInTheDocument();
    expect(localStorage.getItem(ADMIN_TOKEN_KEY)).toBeNull();
    expect(calls.some((call) => call.url === '/api/auth/logout')).toBe(true);
    expect(where.pathname).toBe('/admin/login');
  });

  it('lets an administrator in, to the dashboard and on to the users list', async () => {
    const { calls } = installFakeFetch(api('admin'));
    const where = renderConsole('/admin/login');

    await signIn('asha@example.in');

    expect(await screen.findByText('Welcome, Asha Verma')).toBeInTheDocument();
    expect(where.pathname).toBe('/admin/');
    expect(localStorage.getItem(ADMIN_TOKEN_KEY)).toBe('admin-jwt');

    expect(screen.getByRole('link', { name: /Schemes The scheme catalogue citizens search/ })).toHaveAttribute(
      'href',
      '/admin/schemes',
    );
    // The grievance views, with how much is waiting.
    expect(screen.getByRole('link', { name: /^Complaints Citizens’ grievances/ })).toHaveAttribute('href', '/admin/complaints');
    expect(await screen.findByRole('link', { name: /^Moderation queue .* 3 waiting$/ })).toHaveAttribute(
      'href',
      '/admin/moderation-queue',
    );
    expect(await screen.findByRole('link', { name: /^Overdue Open complaints past their deadline.* 0 overdue$/ })).toHaveAttribute(
      'href',
      '/admin/complaints-overdue',
    );
    const counts = calls.filter((call) => /moderation-queue|complaints-overdue/.test(call.url));
    expect(counts.map((call) => new URL(call.url, 'http://localhost').searchParams.get('range'))).toEqual(['[0,0]', '[0,0]']);
    await userEvent.setup().click(screen.getByRole('link', { name: /Users Citizen and administrator/ }));

    expect(await screen.findByText('Ravi Kumar')).toBeInTheDocument();
    expect(where.pathname).toBe('/admin/users');
    const list = calls.find((call) => call.url.startsWith('/api/admin/users?'));
    const query = new URL(list?.url ?? '', 'http://localhost').searchParams;
    expect(JSON.parse(query.get('sort') ?? '')).toEqual(['createdAt', 'DESC']);
    expect(JSON.parse(query.get('range') ?? '')).toEqual([0, 24]);
    expect(JSON.parse(query.get('filter') ?? '')).toEqual({});
    expect(list?.headers.get('Authorization')).toBe('Bearer admin-jwt');
  });

  describe('signed in', () => {
    beforeEach(() => localStorage.setItem(ADMIN_TOKEN_KEY, 'admin-jwt'));

    it('shows an event with its data and metadata as JSON', async () => {
      installFakeFetch(api('admin'));
      renderConsole('/admin/events/7/show');

      const data = await screen.findByText(/"city": "Pune"/);
      expect(data.tagName).toBe('PRE');
      expect(screen.getByText(/"requestId": "req-1"/)).toBeInTheDocument();
      expect(screen.getAllByText('UserRegistered').length).toBeGreaterThan(0);
    });

    it('shows a kept message with its body as text, never as markup', async () => {
      installFakeFetch(api('admin'));
      renderConsole('/admin/outbound-messages/m-1/show');

      expect(await screen.findByText(/<b>Hello<\/b>/)).toBeInTheDocument();
      expect(screen.getAllByText('Kept here').length).toBeGreaterThan(0);
      expect(document.querySelector('b')).toBeNull();
    });
  });
});
