import { type SchemeCardDto, type SchemeListDto } from '@jan-seva/contracts';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { i18n } from '../../../lib/i18n';
import { TOKEN_STORAGE_KEY } from '../../../lib/token-storage';
import { apiError, type FetchCall, type MockResponse, mockFetch, renderApp, resetTestState, testUser } from '../../../test/test-utils';

function card(overrides: Partial<SchemeCardDto> & { id: string }): SchemeCardDto {
  return {
    name: `Scheme ${overrides.id}`,
    category: 'agriculture',
    alsoIn: [],
    state: 'All India',
    level: 'central',
    ministry: 'Ministry of Agriculture and Farmers Welfare',
    description: 'Income support for farmer families.',
    benefits: '₹6,000 a year in three instalments.',
    tags: [],
    officialLink: 'https://pmkisan.gov.in/',
    applyLink: 'https://pmkisan.gov.in/apply',
    savedBy: 0,
    trending: false,
    status: 'active',
    lastVerified: '2026-03-20',
    ...overrides,
  };
}

const PM_KISAN = card({ id: 'pm-kisan', name: 'Pradhan Mantri Kisan Samman Nidhi', shortName: 'PM-KISAN', maxBenefitInr: 6000 });
const KCC = card({ id: 'kisan-credit-card', name: 'Kisan Credit Card Scheme', shortName: 'KCC', maxBenefitInr: 300000, deadline: '2026-12-31' });

function listBody(items: SchemeCardDto[], extra: Partial<SchemeListDto> = {}): MockResponse {
  return {
    status: 200,
    body: {
      data: {
        items,
        total: items.length,
        page: 1,
        pageSize: 12,
        counts: { all: 17, agriculture: 9, education: 5, health: 3 },
        ...extra,
      },
    },
  };
}

const schemeCalls = (calls: FetchCall[]) =>
  calls.filter((call) => call.url.startsWith('/api/schemes?')).map((call) => new URL(call.url, 'http://portal.test').searchParams);

describe('Schemes page', () => {
  beforeEach(resetTestState);
  afterEach(() => {
    jest.useRealTimers();
  });

  it('shows the counts and the result text from the API, and the cards with their facts', async () => {
    const { calls } = mockFetch((call) => (call.url.startsWith('/api/schemes?') ? listBody([PM_KISAN, KCC], { total: 17 }) : apiError(404, 'Not found')));
    renderApp('/schemes');

    expect(await screen.findByTestId('schemes-result-text')).toHaveTextContent('Loading schemes...');
    await screen.findByTestId('scheme-card-pm-kisan');
    expect(screen.getByTestId('schemes-result-text')).toHaveTextContent('Showing 17 schemes matching your criteria');
    expect(screen.getByTestId('schemes-category-count-all')).toHaveTextContent('17');
    expect(screen.getByTestId('schemes-category-count-agriculture')).toHaveTextContent('9');
    expect(screen.getByTestId('schemes-category-count-housing')).toHaveTextContent('0');
    expect(screen.getByTestId('schemes-category-all')).toHaveAttribute('aria-pressed', 'true');

    const kisan = screen.getByTestId('scheme-card-pm-kisan');
    expect(within(kisan).getByRole('heading', { level: 3 })).toHaveTextContent('Pradhan Mantri Kisan Samman Nidhi');
    expect(kisan).toHaveTextContent('PM-KISAN');
    expect(within(kisan).getByTestId('scheme-max-benefit')).toHaveTextContent('₹6,000');
    expect(within(kisan).getByTestId('scheme-deadline')).toHaveTextContent('Open all year');
    expect(within(kisan).getByTestId('scheme-apply')).toHaveAttribute('href', 'https://pmkisan.gov.in/apply');
    expect(within(kisan).getByTestId('scheme-apply')).toHaveAttribute('target', '_blank');
    expect(within(kisan).getByTestId('scheme-official')).toHaveAttribute('href', 'https://pmkisan.gov.in/');
    expect(within(kisan).getByTestId('scheme-details')).toHaveAttribute('href', '/schemes/pm-kisan');
    const kcc = screen.getByTestId('scheme-card-kisan-credit-card');
    expect(within(kcc).getByTestId('scheme-max-benefit')).toHaveTextContent('₹3,00,000');
    expect(within(kcc).getByTestId('scheme-deadline')).toHaveTextContent('31 December 2026');

    const [first] = schemeCalls(calls);
    expect(Object.fromEntries(first!)).toEqual({ page: '1', pageSize: '12', lang: 'en' });
  });

  it('keeps every filter in the URL and asks the API with it', async () => {
    const { calls } = mockFetch((call) => (call.url.startsWith('/api/schemes?') ? listBody([PM_KISAN]) : apiError(404, 'Not found')));
    const user = userEvent.setup();
    const { router } = renderApp('/schemes');
    await screen.findByTestId('scheme-card-pm-kisan');

    await user.click(screen.getByTestId('schemes-category-agriculture'));
    await waitFor(() => expect(router.state.location.search).toBe('?category=agriculture'));
    expect(screen.getByTestId('schemes-category-agriculture')).toHaveAttribute('aria-pressed', 'true');

    expect(screen.getByTestId('schemes-advanced-filters')).not.toBeVisible();
    await user.click(screen.getByTestId('schemes-filter-toggle'));
    expect(screen.getByTestId('schemes-advanced-filters')).toBeVisible();
    const states = within(screen.getByTestId('schemes-state')).getAllByRole('option').map((option) => option.textContent);
    expect(states).toHaveLength(11);
    expect(states[0]).toBe('All States');
    await user.selectOptions(screen.getByTestId('schemes-state'), 'Uttar Pradesh');
    await user.selectOptions(screen.getByTestId('schemes-age-group'), '26-40');
    await user.selectOptions(screen.getByTestId('schemes-income-range'), 'below-2-lakh');
    await user.selectOptions(screen.getByTestId('schemes-sort'), 'deadline');

    await waitFor(() =>
      expect(Object.fromEntries(new URLSearchParams(router.state.location.search))).toEqual({
        category: 'agriculture',
        state: 'Uttar Pradesh',
        ageGroup: '26-40',
        incomeRange: 'below-2-lakh',
        sort: 'deadline',
      }),
    );
    await waitFor(() =>
      expect(Object.fromEntries(schemeCalls(calls).at(-1)!)).toEqual({
        category: 'agriculture',
        state: 'Uttar Pradesh',
        ageGroup: '26-40',
        incomeRange: 'below-2-lakh',
        sort: 'deadline',
        page: '1',
        pageSize: '12',
        lang: 'en',
      }),
    );
  });

  it('searches once typing pauses (debounced) and reads its filters back from a shared link', async () => {
    const { calls } = mockFetch((call) => (call.url.startsWith('/api/schemes?') ? listBody([PM_KISAN]) : apiError(404, 'Not found')));
    const user = userEvent.setup();
    const { router } = renderApp('/schemes?category=social%20welfare&state=Delhi&page=2');
    await screen.findByTestId('scheme-card-pm-kisan');
    // The home page's old link spelled the category with a space.
    expect(Object.fromEntries(schemeCalls(calls)[0]!)).toMatchObject({ category: 'social-welfare', state: 'Delhi', page: '2' });
    expect(screen.getByTestId('schemes-advanced-filters')).toBeVisible();

    const before = schemeCalls(calls).length;
    await user.type(screen.getByTestId('schemes-search'), 'kisan');
    // One request for the whole word, not one per key.
    await waitFor(() => expect(new URLSearchParams(router.state.location.search).get('q')).toBe('kisan'));
    await waitFor(() => expect(schemeCalls(calls).at(-1)!.get('q')).toBe('kisan'));
    expect(schemeCalls(calls).slice(before).filter((params) => params.get('q')?.startsWith('k'))).toHaveLength(1);
    // A new search starts at page 1.
    expect(schemeCalls(calls).at(-1)!.get('page')).toBe('1');
  });

  it('shows the empty state when nothing matches', async () => {
    mockFetch((call) => (call.url.startsWith('/api/schemes?') ? listBody([], { counts: { all: 0 } }) : apiError(404, 'Not found')));
    renderApp('/schemes?q=zzzz');
    expect(await screen.findByTestId('schemes-empty')).toHaveTextContent('No schemes match your criteria');
    expect(screen.getByTestId('schemes-result-text')).toHaveTextContent('Showing 0 schemes matching your criteria');
    expect(screen.getByTestId('schemes-search')).toHaveValue('zzzz');
  });

  it('asks for Hindi scheme texts when the page is in Hindi', async () => {
    const { calls } = mockFetch((call) =>
      call.url.startsWith('/api/schemes?') ? listBody([{ ...PM_KISAN, name: 'प्रधानमंत्री किसान सम्मान निधि' }]) : apiError(404, 'Not found'),
    );
    await act(async () => {
      await i18n.changeLanguage('hi');
    });
    renderApp('/schemes');
    expect(await screen.findByText('प्रधानमंत्री किसान सम्मान निधि')).toBeInTheDocument();
    expect(schemeCalls(calls).every((params) => params.get('lang') === 'hi')).toBe(true);
    expect(screen.getByTestId('schemes-result-text')).toHaveTextContent('आपके मानदंडों से मेल खाती 1 योजना दिखाई जा रही है');
  });
});

describe('scheme card badges', () => {
  beforeEach(resetTestState);

  it('Trending first, then Perfect Match above 90, Good Match above 80, else none', async () => {
    window.localStorage.setItem(TOKEN_STORAGE_KEY, 'jwt-1');
    const items = [
      card({ id: 'trending-high', trending: true, matchScore: 95 }),
      card({ id: 'trending-low', trending: true, matchScore: 10 }),
      card({ id: 'score-91', matchScore: 91 }),
      card({ id: 'score-90', matchScore: 90 }),
      card({ id: 'score-81', matchScore: 81 }),
      card({ id: 'score-80', matchScore: 80 }),
    ];
    mockFetch((call) => {
      if (call.url === '/api/users/profile') return { status: 200, body: { data: testUser } };
      if (call.url.startsWith('/api/schemes?')) return listBody(items);
      return apiError(404, 'Not found');
    });
    renderApp('/schemes');
    await screen.findByTestId('scheme-card-score-91');
    const badge = (id: string) => within(screen.getByTestId(`scheme-card-${id}`)).queryByTestId('scheme-badge')?.textContent ?? null;
    expect(badge('trending-high')).toBe('Trending');
    expect(badge('trending-low')).toBe('Trending');
    expect(badge('score-91')).toBe('Perfect Match');
    expect(badge('score-90')).toBe('Good Match');
    expect(badge('score-81')).toBe('Good Match');
    expect(badge('score-80')).toBeNull();
    expect(within(screen.getByTestId('scheme-card-score-81')).getByTestId('scheme-match')).toHaveTextContent('81% match');
  });

  it('a visitor sees no match badge or score', async () => {
    mockFetch((call) => (call.url.startsWith('/api/schemes?') ? listBody([card({ id: 'plain' }), card({ id: 'hot', trending: true })]) : apiError(404, 'x')));
    renderApp('/schemes');
    await screen.findByTestId('scheme-card-plain');
    expect(within(screen.getByTestId('scheme-card-plain')).queryByTestId('scheme-badge')).toBeNull();
    expect(within(screen.getByTestId('scheme-card-plain')).queryByTestId('scheme-match')).toBeNull();
    expect(within(screen.getByTestId('scheme-card-hot')).getByTestId('scheme-badge')).toHaveTextContent('Trending');
  });
});

describe('save to profile', () => {
  beforeEach(resetTestState);

  it('sends a visitor to /login and remembers the page', async () => {
    mockFetch((call) => (call.url.startsWith('/api/schemes?') ? listBody([PM_KISAN]) : apiError(404, 'Not found')));
    const user = userEvent.setup();
    const { router } = renderApp('/schemes?category=agriculture');
    await screen.findByTestId('scheme-card-pm-kisan');
    await user.click(within(screen.getByTestId('scheme-card-pm-kisan')).getByTestId('scheme-save'));
    await screen.findByTestId('login-form');
    expect(router.state.location.pathname).toBe('/login');
    expect(router.state.location.state).toMatchObject({ from: { pathname: '/schemes', search: '?category=agriculture' } });
  });

  it('saves and removes a bookmark for a signed-in citizen', async () => {
    window.localStorage.setItem(TOKEN_STORAGE_KEY, 'jwt-1');
    let saved = false;
    const { calls } = mockFetch((call) => {
      if (call.url === '/api/users/profile') return { status: 200, body: { data: testUser } };
      if (call.url.startsWith('/api/schemes?')) return listBody([{ ...PM_KISAN, bookmarked: saved, matchScore: 40 }]);
      if (call.url === '/api/users/bookmarks' && call.method === 'POST') {
        saved = true;
        return { status: 201, body: { data: { schemeId: 'pm-kisan', bookmarked: true } } };
      }
      if (call.url === '/api/users/bookmarks/pm-kisan' && call.method === 'DELETE') {
        saved = false;
        return { status: 200, body: { data: { schemeId: 'pm-kisan', bookmarked: false } } };
      }
      return apiError(404, 'Not found');
    });
    const user = userEvent.setup();
    renderApp('/schemes');
    const button = await within(await screen.findByTestId('scheme-card-pm-kisan')).findByTestId('scheme-save');
    expect(button).toHaveTextContent('Save to profile');
    await user.click(button);
    await waitFor(() => expect(within(screen.getByTestId('scheme-card-pm-kisan')).getByTestId('scheme-save')).toHaveTextContent('Saved'));
    expect(calls.find((call) => call.method === 'POST')).toMatchObject({ url: '/api/users/bookmarks', body: { schemeId: 'pm-kisan' }, headers: { Authorization: 'Bearer jwt-1' } });
    expect(await screen.findByTestId('toast')).toHaveTextContent('Pradhan Mantri Kisan Samman Nidhi was saved to your profile');

    await user.click(within(screen.getByTestId('scheme-card-pm-kisan')).getByTestId('scheme-save'));
    await waitFor(() => expect(within(screen.getByTestId('scheme-card-pm-kisan')).getByTestId('scheme-save')).toHaveTextContent('Save to profile'));
    expect(calls.some((call) => call.method === 'DELETE' && call.url === '/api/users/bookmarks/pm-kisan')).toBe(true);
  });
});
