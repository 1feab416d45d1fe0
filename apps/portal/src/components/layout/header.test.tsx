import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { i18n } from '../../lib/i18n';
import { TOKEN_STORAGE_KEY } from '../../lib/token-storage';
import { mockFetch, renderApp, resetTestState, testUser } from '../../test/test-utils';

function mainNav() {
  return within(screen.getByRole('navigation', { name: i18n.t('nav.mainNavigation') }));
}

describe('shared header', () => {
  beforeEach(resetTestState);
  afterEach(() => {
    document.documentElement.removeAttribute('dir');
  });

  it('links the logo home and lists the seven sections in order', async () => {
    mockFetch(() => ({ status: 500 }));
    renderApp('/');
    await screen.findByTestId('hero-schemes');
    expect(screen.getByTestId('header-logo')).toHaveAttribute('href', '/');
    const links = mainNav().getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Dashboard', '/dashboard'],
      ['Schemes', '/schemes'],
      ['Verify', '/verify'],
      ['Events', '/events'],
      ['Complaints', '/complaints'],
      ['Locations', '/locations'],
      ['Assistant', '/sarkarqna'],
    ]);
    expect(screen.getByTestId('header-login')).toHaveAttribute('href', '/login');
    expect(screen.queryByTestId('header-logout')).not.toBeInTheDocument();
  });

  it('offers 8 languages plus "More Languages..."', async () => {
    mockFetch(() => ({ status: 500 }));
    renderApp('/');
    const select = await screen.findByTestId('header-language-select');
    const values = within(select).getAllByRole('option').map((option) => (option as HTMLOptionElement).value);
    expect(values).toEqual(['en', 'hi', 'bn', 'te', 'mr', 'ta', 'gu', 'ur', 'more']);
    expect(within(select).getByRole('option', { name: 'More Languages...' })).toBeInTheDocument();
  });

  it('switching to Hindi translates the header, sets lang and remembers the choice', async () => {
    mockFetch(() => ({ status: 500 }));
    const user = userEvent.setup();
    renderApp('/');
    await user.selectOptions(await screen.findByTestId('header-language-select'), 'hi');

    await waitFor(() => expect(mainNav().getByRole('link', { name: 'डैशबोर्ड' })).toBeInTheDocument());
    expect(mainNav().getByRole('link', { name: 'योजनाएँ' })).toHaveAttribute('href', '/schemes');
    expect(screen.getByTestId('header-login')).toHaveTextContent('लॉगिन');
    expect(document.documentElement).toHaveAttribute('lang', 'hi');
    expect(document.documentElement).toHaveAttribute('dir', 'ltr');
    expect(window.localStorage.getItem('language')).toBe('hi');
  });

  it('Urdu turns the page right-to-left', async () => {
    mockFetch(() => ({ status: 500 }));
    const user = userEvent.setup();
    renderApp('/');
    await user.selectOptions(await screen.findByTestId('header-language-select'), 'ur');
    await waitFor(() => expect(document.documentElement).toHaveAttribute('dir', 'rtl'));
    expect(document.documentElement).toHaveAttribute('lang', 'ur');
    expect(mainNav().getByRole('link', { name: 'ڈیش بورڈ' })).toBeInTheDocument();

    await user.selectOptions(screen.getByTestId('header-language-select'), 'en');
    await waitFor(() => expect(document.documentElement).toHaveAttribute('dir', 'ltr'));
  });

  it('honours a languageChanged window event from anywhere on the page', async () => {
    mockFetch(() => ({ status: 500 }));
    renderApp('/');
    await screen.findByTestId('hero-schemes');
    act(() => {
      window.dispatchEvent(new CustomEvent('languageChanged', { detail: 'ta' }));
    });
    await waitFor(() => expect(mainNav().getByRole('link', { name: 'டாஷ்போர்டு' })).toBeInTheDocument());
    expect(screen.getByTestId('header-language-select')).toHaveValue('ta');
  });

  it('"More Languages..." opens a popup with all 13 languages and a link to /language', async () => {
    mockFetch(() => ({ status: 500 }));
    const user = userEvent.setup();
    renderApp('/');
    await user.selectOptions(await screen.findByTestId('header-language-select'), 'more');

    const dialog = await screen.findByRole('dialog', { name: 'Select Language' });
    expect(within(dialog).getAllByRole('button', { pressed: false }).length + 1).toBe(13);
    expect(within(dialog).getByRole('link', { name: /Language settings/ })).toHaveAttribute('href', '/language');

    await user.click(within(dialog).getByTestId('language-option-kn'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => expect(mainNav().getByRole('link', { name: 'ಡ್ಯಾಶ್‌ಬೋರ್ಡ್' })).toBeInTheDocument());
    expect(window.localStorage.getItem('language')).toBe('kn');
    // A language outside the 8 still shows as selected in the dropdown.
    expect(screen.getByTestId('header-language-select')).toHaveValue('kn');
  });

  it('closes the language popup with Escape and returns focus', async () => {
    mockFetch(() => ({ status: 500 }));
    const user = userEvent.setup();
    renderApp('/');
    const select = await screen.findByTestId('header-language-select');
    await user.selectOptions(select, 'more');
    await screen.findByRole('dialog');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(select).toHaveValue('en');
  });

  it('signed in: shows the profile link and Logout, which ends the session and goes to /', async () => {
    window.localStorage.setItem(TOKEN_STORAGE_KEY, 'jwt-1');
    const { calls } = mockFetch((call) =>
      call.url === '/api/users/profile' ? { status: 200, body: { data: testUser } } : { status: 200, body: { data: null, message: 'Logged out' } },
    );
    const user = userEvent.setup();
    const { router } = renderApp('/dashboard');

    expect(await screen.findByTestId('header-profile')).toHaveAttribute('href', '/profile');
    await user.click(screen.getByTestId('header-logout'));

    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(calls.some((call) => call.url === '/api/auth/logout' && call.method === 'POST')).toBe(true);
    expect(window.localStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull();
    expect(screen.getByTestId('header-login')).toBeInTheDocument();
  });

  it('saves a signed-in user’s language choice to the server', async () => {
    window.localStorage.setItem(TOKEN_STORAGE_KEY, 'jwt-1');
    const { calls } = mockFetch((call) =>
      call.url === '/api/users/profile' ? { status: 200, body: { data: testUser } } : { status: 200, body: { data: {} } },
    );
    const user = userEvent.setup();
    renderApp('/dashboard');
    await screen.findByTestId('header-profile');
    await user.selectOptions(screen.getByTestId('header-language-select'), 'bn');
    await waitFor(() =>
      expect(calls).toContainEqual(expect.objectContaining({ url: '/api/users/preferences', method: 'PUT', body: { language: 'bn' } })),
    );
  });

  it('the mobile menu adds Search, Notifications, Language, Profile and Login / Register', async () => {
    mockFetch(() => ({ status: 500 }));
    const user = userEvent.setup();
    renderApp('/');
    const toggle = await screen.findByTestId('mobile-menu-toggle');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByTestId('mobile-menu')).not.toBeVisible();

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const menu = within(screen.getByTestId('mobile-menu'));
    for (const [name, href] of [
      ['Search', '/search'],
      ['Notifications', '/notifications'],
      ['Language', '/language'],
      ['Profile', '/profile'],
      ['Login / Register', '/login'],
    ] as const) {
      expect(menu.getByRole('link', { name })).toHaveAttribute('href', href);
    }
    await user.click(menu.getByRole('link', { name: 'Language' }));
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });
});
