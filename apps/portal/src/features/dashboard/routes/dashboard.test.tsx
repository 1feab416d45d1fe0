import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TOKEN_STORAGE_KEY } from '../../../lib/token-storage';
import { apiError, type FetchCall, type MockResponse, mockFetch, renderApp, resetTestState, testUser } from '../../../test/test-utils';
import { type Recommendation } from '../api/schemes';

const RECOMMENDATIONS: Recommendation[] = [
  {
    id: 'pm-kisan',
    name: 'Pradhan Mantri Kisan Samman Nidhi',
    category: 'agriculture',
    eligibility: 100,
    eligible: 'yes',
    missingFacts: [],
    description: 'Income support for land-holding farmer families.',
    deadline: null,
    maxBenefit: 6000,
    status: 'trending',
    officialLink: 'https://pmkisan.gov.in/',
    applyLink: 'https://pmkisan.gov.in/RegistrationFormupdated.aspx',
  },
  {
    id: 'pmay-gramin',
    name: 'Pradhan Mantri Awaas Yojana – Gramin',
    category: 'housing',
    eligibility: 64,
    eligible: 'unknown',
    missingFacts: ['ownsPuccaHouse', 'area'],
    description: 'Assistance to build a pucca house in rural areas.',
    deadline: '2029-03-31',
    maxBenefit: 130000,
    status: 'new',
    officialLink: 'https://pmayg.nic.in/',
    applyLink: 'https://pmayg.nic.in/apply',
  },
];

const SAVED = [
  {
    id: 'atal-pension-yojana',
    name: 'Atal Pension Yojana',
    category: 'pension-insurance',
    alsoIn: [],
    state: 'All India',
    level: 'central',
    ministry: 'Ministry of Finance',
    description: 'Guaranteed pension.',
    benefits: 'Pension of ₹1,000 to ₹5,000 a month.',
    maxBenefitInr: 5000,
    tags: [],
    officialLink: 'https://www.npscra.nsdl.co.in/',
    applyLink: 'https://enps.nsdl.com/',
    savedBy: 1,
    trending: false,
    bookmarked: true,
    status: 'active',
    lastVerified: '2026-03-01',
    savedAt: '2026-04-02T10:00:00.000Z',
  },
];

function handler(saved: { list: typeof SAVED }) {
  return (call: FetchCall): MockResponse => {
    if (call.url === '/api/users/profile') return { status: 200, body: { data: testUser } };
    if (call.url === '/api/schemes/recommend?lang=en') return { status: 200, body: { data: RECOMMENDATIONS } };
    if (call.url === '/api/users/bookmarks?lang=en') return { status: 200, body: { data: saved.list } };
    if (call.method === 'DELETE' && call.url === '/api/users/bookmarks/atal-pension-yojana') {
      saved.list = [];
      return { status: 200, body: { data: { schemeId: 'atal-pension-yojana', bookmarked: false } } };
    }
    return apiError(404, 'Not found');
  };
}

describe('dashboard schemes', () => {
  beforeEach(async () => {
    await resetTestState();
    window.localStorage.setItem(TOKEN_STORAGE_KEY, 'jwt-1');
  });

  it('shows the recommendations of /api/schemes/recommend with match, deadline, maximum benefit, status and apply link', async () => {
    const { calls } = mockFetch(handler({ list: SAVED }));
    renderApp('/dashboard');
    const kisan = await screen.findByTestId('recommendation-pm-kisan');
    expect(within(kisan).getByRole('heading', { level: 3 })).toHaveTextContent('Pradhan Mantri Kisan Samman Nidhi');
    expect(within(kisan).getByTestId('recommendation-match')).toHaveTextContent('100% eligibility match');
    expect(within(kisan).getByTestId('recommendation-match')).toHaveTextContent('You meet every rule we could check');
    expect(within(kisan).getByTestId('recommendation-deadline')).toHaveTextContent('Open all year');
    expect(within(kisan).getByTestId('recommendation-benefit')).toHaveTextContent('₹6,000');
    expect(within(kisan).getByTestId('recommendation-status')).toHaveTextContent('Trending');
    expect(within(kisan).getByTestId('recommendation-apply')).toHaveAttribute('href', 'https://pmkisan.gov.in/RegistrationFormupdated.aspx');
    expect(within(kisan).getByTestId('recommendation-apply')).toHaveAttribute('target', '_blank');

    const housing = screen.getByTestId('recommendation-pmay-gramin');
    expect(within(housing).getByTestId('recommendation-match')).toHaveTextContent('64% eligibility match');
    expect(within(housing).getByTestId('recommendation-match')).toHaveTextContent('2 questions left to answer');
    expect(within(housing).getByTestId('recommendation-deadline')).toHaveTextContent('31 March 2029');
    expect(within(housing).getByTestId('recommendation-benefit')).toHaveTextContent('₹1,30,000');
    expect(within(housing).getByTestId('recommendation-status')).toHaveTextContent('New');
    expect(within(housing).getByRole('link', { name: 'Check eligibility' })).toHaveAttribute('href', '/schemes/pmay-gramin');
    expect(calls.find((call) => call.url.startsWith('/api/schemes/recommend'))?.headers).toMatchObject({ Authorization: 'Bearer jwt-1' });

    expect(screen.queryByTestId('recommendations-toggle')).toBeNull();

    // What the dashboard already showed is still there.
    expect(screen.getByTestId('dashboard-welcome')).toHaveTextContent('Welcome, Asha Verma');
    expect(screen.getByTestId('profile-summary')).toBeInTheDocument();
  });

  it('shows the first six recommendations and the rest on demand', async () => {
    const many = Array.from({ length: 8 }, (_, index) => ({ ...RECOMMENDATIONS[0]!, id: `scheme-${index}`, name: `Scheme ${index}` }));
    mockFetch((call) => (call.url.startsWith('/api/schemes/recommend') ? { status: 200, body: { data: many } } : handler({ list: [] })(call)));
    const user = userEvent.setup();
    renderApp('/dashboard');
    await screen.findByTestId('recommendation-scheme-5');
    expect(screen.queryByTestId('recommendation-scheme-6')).toBeNull();
    await user.click(screen.getByTestId('recommendations-toggle'));
    expect(screen.getByTestId('recommendation-scheme-7')).toBeInTheDocument();
  });

  it('lists the saved schemes and removes one', async () => {
    const saved = { list: SAVED };
    const { calls } = mockFetch(handler(saved));
    const user = userEvent.setup();
    renderApp('/dashboard');
    const item = await screen.findByTestId('saved-atal-pension-yojana');
    expect(within(item).getByRole('link', { name: 'Atal Pension Yojana' })).toHaveAttribute('href', '/schemes/atal-pension-yojana');
    expect(item).toHaveTextContent('₹5,000');
    await user.click(within(item).getByRole('button', { name: 'Remove Atal Pension Yojana from saved schemes' }));
    expect(await screen.findByTestId('saved-empty')).toHaveTextContent('You have not saved any schemes yet.');
    expect(calls.some((call) => call.method === 'DELETE' && call.url === '/api/users/bookmarks/atal-pension-yojana')).toBe(true);
  });

  it('says when there is nothing to recommend, and when the call fails', async () => {
    mockFetch((call) => {
      if (call.url === '/api/users/profile') return { status: 200, body: { data: testUser } };
      if (call.url.startsWith('/api/schemes/recommend')) return { status: 200, body: { data: [] } };
      return apiError(500, 'Internal server error');
    });
    renderApp('/dashboard');
    expect(await screen.findByTestId('recommendations-empty')).toBeInTheDocument();
    await waitFor(() => expect(within(screen.getByTestId('dashboard-saved')).getByRole('alert')).toHaveTextContent('Your saved schemes could not be loaded.'));
  });
});
