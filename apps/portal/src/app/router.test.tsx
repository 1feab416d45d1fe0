import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { api } from '../lib/api-client';
import { TOKEN_STORAGE_KEY } from '../lib/token-storage';
import { apiError, mockFetch, renderApp, resetTestState, testUser } from '../test/test-utils';

const signedIn = () => {
  window.localStorage.setItem(TOKEN_STORAGE_KEY, 'jwt-1');
  return mockFetch((call) => (call.url === '/api/users/profile' ? { status: 200, body: { data: testUser } } : apiError(404, 'Not found')));
};

describe('routes', () => {
  beforeEach(resetTestState);

  it.each([
    ['/events', 'events', 'Government Events'],
    ['/locations', 'locations', 'Government Offices'],
  ])('%s is open and says plainly it is coming', async (path, screenName, title) => {
    mockFetch(() => apiError(500, 'unexpected'));
    renderApp(path);
    const page = await screen.findByTestId(`placeholder-${screenName}`);
    expect(within(page).getByRole('heading', { level: 1 })).toHaveTextContent(title);
    expect(within(page).getByTestId('coming-soon-badge')).toHaveTextContent('Coming soon');
  });

  it.each(['/verify', '/complaints', '/search', '/notifications', '/profile', '/dashboard'])(
    '%s needs a session',
    async (path) => {
      mockFetch(() => apiError(500, 'unexpected'));
      const { router } = renderApp(path);
      await screen.findByTestId('login-form');
      expect(router.state.location.pathname).toBe('/login');
    },
  );

  it.each([
    ['/verify', 'verify'],
    ['/search', 'search'],
    ['/notifications', 'notifications'],
    ['/profile', 'profile'],
  ])('%s opens for a signed-in citizen', async (path, screenName) => {
    signedIn();
    renderApp(path);
    expect(await screen.findByTestId(`placeholder-${screenName}`)).toBeInTheDocument();
  });

  it('home has the hero buttons, the four quick actions and the scheme categories under #schemes', async () => {
    mockFetch(() => apiError(500, 'unexpected'));
    const { container } = renderApp('/');
    expect(await screen.findByTestId('hero-schemes')).toHaveAttribute('href', '/schemes');
    expect(screen.getByTestId('hero-dashboard')).toHaveAttribute('href', '/dashboard');
    for (const name of ['Find Schemes', 'Verify Documents', 'File Complaint', 'Government Events']) {
      expect(within(screen.getByRole('main')).getByRole('link', { name: new RegExp(`^${name}`) })).toBeInTheDocument();
    }
    const schemes = container.querySelector('#schemes') as HTMLElement;
    const categories = within(schemes).getAllByRole('heading', { level: 3 }).map((h) => h.textContent);
    expect(categories).toEqual(['Employment', 'Education and Skills', 'Healthcare', 'Agriculture', 'Housing', 'Social Welfare']);
  });

  it('the footer has the four columns, external portals in a new tab and the current year', async () => {
    mockFetch(() => apiError(500, 'unexpected'));
    renderApp('/');
    const footer = await screen.findByTestId('site-footer');
    expect(within(footer).getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'Quick Links',
      'Government Portals',
      'Help & Support',
      'Legal',
    ]);
    for (const host of ['india.gov.in', 'mygov.in', 'digilocker.gov.in', 'pgportal.gov.in', 'myscheme.gov.in']) {
      const link = within(footer)
        .getAllByRole('link')
        .find((a) => a.getAttribute('href')?.includes(host));
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
    expect(within(footer).getByRole('link', { name: '1800-121-3468' })).toHaveAttribute('href', 'tel:18001213468');
    expect(within(footer).getByText('New Delhi, India')).toBeInTheDocument();
    expect(screen.getByTestId('footer-copyright')).toHaveTextContent(String(new Date().getFullYear()));
  });

  it.each([
    ['/terms', 'Terms of Service'],
    ['/privacy', 'Privacy Policy'],
    ['/accessibility', 'Accessibility Statement'],
  ])('%s has real content', async (path, title) => {
    mockFetch(() => apiError(500, 'unexpected'));
    renderApp(path);
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 2 }).length).toBeGreaterThanOrEqual(2);
  });

  it('the dashboard shows the real user: name, contact and formatted profile facts, without invented figures', async () => {
    window.localStorage.setItem(TOKEN_STORAGE_KEY, 'jwt-1');
    mockFetch(() => ({
      status: 200,
      body: {
        data: {
          ...testUser,
          phoneVerified: true,
          dateOfBirth: '1990-01-05',
          annualIncome: 123456,
          category: 'sc',
          address: { city: 'Lucknow', state: 'Uttar Pradesh', pincode: '226001' },
        },
      },
    }));
    renderApp('/dashboard');
    expect(await screen.findByTestId('dashboard-welcome')).toHaveTextContent('Welcome, Asha Verma');
    expect(screen.getByTestId('profile-email')).toHaveTextContent('asha.verma@example.in');
    expect(screen.getByTestId('profile-phone')).toHaveTextContent('9876543210 Verified');
    expect(screen.getByTestId('profile-income')).toHaveTextContent('₹1,23,456');
    expect(screen.getByTestId('profile-dob')).toHaveTextContent('5 January 1990');
    expect(screen.getByTestId('profile-location')).toHaveTextContent('Lucknow, Uttar Pradesh, 226001');
    expect(screen.getByTestId('profile-category')).toHaveTextContent('Scheduled Castes (SC)');
    for (const [name, href] of [
      ['Browse schemes', '/schemes'],
      ['Verify documents', '/verify'],
      ['File a complaint', '/complaints'],
      ['Find events', '/events'],
      ['Find offices', '/locations'],
      ['My profile', '/profile'],
    ] as const) {
      expect(screen.getByRole('link', { name: new RegExp(name) })).toHaveAttribute('href', href);
    }
  });

  it('any 401 during a session clears the token and sends the user to /login with the message', async () => {
    window.localStorage.setItem(TOKEN_STORAGE_KEY, 'jwt-1');
    mockFetch((call) => (call.url === '/api/users/profile' ? { status: 200, body: { data: testUser } } : apiError(401, 'Unauthorized')));
    const { router } = renderApp('/verify');
    await screen.findByTestId('placeholder-verify');

    await act(async () => {
      await api.get('/documents').catch(() => undefined);
    });

    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(window.localStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull();
    expect(await screen.findByTestId('login-session-expired')).toHaveTextContent('Session expired. Please log in again.');
    expect(screen.getByTestId('toast')).toHaveTextContent('Session expired. Please log in again.');
    expect(router.state.location.state).toMatchObject({ from: { pathname: '/verify' } });
  });

  it('the language page lists all 13 languages with coverage computed from the resources', async () => {
    mockFetch(() => apiError(500, 'unexpected'));
    const user = userEvent.setup();
    renderApp('/language');
    const list = await screen.findByTestId('language-list');
    expect(within(list).getAllByRole('listitem')).toHaveLength(13);
    await waitFor(() => expect(screen.getByTestId('coverage-en')).toHaveTextContent('100% translated'));
    expect(screen.getByTestId('coverage-hi')).toHaveTextContent('100% translated');
    const bengali = Number.parseInt(screen.getByTestId('coverage-bn').textContent ?? '', 10);
    expect(bengali).toBeGreaterThan(0);
    expect(bengali).toBeLessThan(100);
    expect(within(screen.getByTestId('language-card-en')).getByText('Offline')).toBeInTheDocument();
    expect(within(screen.getByTestId('language-card-bn')).queryByText('Offline')).not.toBeInTheDocument();

    await user.selectOptions(screen.getByTestId('language-picker'), 'hi');
    await waitFor(() => expect(screen.getByTestId('language-current')).toHaveTextContent('हिन्दी'));
  });
});
