import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TOKEN_STORAGE_KEY } from '../../../lib/token-storage';
import { apiError, type FetchCall, type MockResponse, mockFetch, renderApp, resetTestState, testUser } from '../../../test/test-utils';
import { type EligibilityDto, type SchemeDetailDto } from '../api/schemes-api';

const DETAIL: SchemeDetailDto = {
  id: 'pm-kisan',
  name: 'Pradhan Mantri Kisan Samman Nidhi',
  shortName: 'PM-KISAN',
  category: 'agriculture',
  alsoIn: [],
  state: 'All India',
  level: 'central',
  ministry: 'Ministry of Agriculture and Farmers Welfare',
  description: 'Income support of ₹6,000 a year for land-holding farmer families.',
  benefits: '₹6,000 a year.',
  maxBenefitInr: 6000,
  tags: [],
  officialLink: 'https://pmkisan.gov.in/',
  applyLink: 'https://pmkisan.gov.in/RegistrationFormupdated.aspx',
  savedBy: 3,
  trending: false,
  status: 'active',
  lastVerified: '2026-03-20',
  language: 'en',
  keyFeatures: [{ description: 'Paid in three instalments.', amountInr: 6000, period: 'per_year', amountInWords: 'Six thousand rupees a year' }],
  eligibilityCriteria: ['A farmer family that owns cultivable land.'],
  rules: [{ id: 'occupation-farmer', label: 'You are a farmer' }],
  requiredDocuments: ['Aadhaar card'],
  applicationProcess: ['Register on the portal.', 'Complete e-KYC.'],
  importantDates: [{ label: '22nd instalment released', date: '2026-03-13', text: 'Released from Guwahati' }],
  contact: { helpline: '155261', email: 'pmkisan-ict@gov.in' },
  faq: [{ question: 'How much money do I get?', answer: '₹6,000 a year in three instalments.' }],
  relatedSchemes: ['kisan-credit-card'],
  sources: ['https://pmkisan.gov.in/', 'https://agriwelfare.gov.in/'],
};

const result = (overrides: Partial<EligibilityDto>): EligibilityDto => ({
  schemeId: 'pm-kisan',
  schemeName: 'Pradhan Mantri Kisan Samman Nidhi',
  eligible: 'unknown',
  matchScore: 50,
  passed: [],
  failed: [],
  missing: [],
  profileUsed: {},
  ...overrides,
});

const QUESTIONS = {
  occupation: { fact: 'occupation', question: 'Tell us your occupation to check this rule' },
  landholdingHectares: { fact: 'landholdingHectares', question: 'Tell us how much cultivable land you own, in hectares to check this rule' },
  isIncomeTaxPayer: { fact: 'isIncomeTaxPayer', question: 'Tell us whether you pay income tax to check this rule' },
};

/** The engine as a fake: answers decide the rules, like the real one for these three facts. */
function evaluate(answers: Record<string, unknown>): EligibilityDto {
  const passed: EligibilityDto['passed'] = [];
  const failed: EligibilityDto['failed'] = [];
  const missing: EligibilityDto['missing'] = [];
  if (answers.occupation === undefined) missing.push(QUESTIONS.occupation);
  else if (answers.occupation === 'farmer') passed.push({ ruleId: 'occupation-farmer', label: 'You are a farmer' });
  else failed.push({ ruleId: 'occupation-farmer', label: 'You are a farmer', reason: 'PM-KISAN is only for land-holding farmer families.' });
  if (answers.landholdingHectares === undefined) missing.push(QUESTIONS.landholdingHectares);
  else passed.push({ ruleId: 'owns-cultivable-land', label: 'You own cultivable land in your name' });
  if (answers.isIncomeTaxPayer === undefined) missing.push(QUESTIONS.isIncomeTaxPayer);
  else if (answers.isIncomeTaxPayer === false) passed.push({ ruleId: 'not-income-tax-payer', label: 'You did not pay income tax' });
  else failed.push({ ruleId: 'not-income-tax-payer', label: 'You did not pay income tax', reason: 'Income-tax payers are excluded from PM-KISAN.' });
  const eligible = failed.length > 0 ? 'no' : missing.length > 0 ? 'unknown' : 'yes';
  return result({ eligible, matchScore: eligible === 'yes' ? 100 : Math.round((passed.length / 3) * 80), passed, failed, missing });
}

function handler(extra: (call: FetchCall) => MockResponse | undefined = () => undefined) {
  return (call: FetchCall): MockResponse => {
    const custom = extra(call);
    if (custom) return custom;
    if (call.url.startsWith('/api/schemes/pm-kisan/eligibility')) {
      const answers = (call.body as { answers?: Record<string, unknown> }).answers ?? {};
      return { status: 200, body: { data: evaluate(answers) } };
    }
    if (call.url.startsWith('/api/schemes/pm-kisan?')) return { status: 200, body: { data: DETAIL } };
    if (call.url.startsWith('/api/schemes?')) {
      return { status: 200, body: { data: { items: [{ ...DETAIL, id: 'kisan-credit-card', name: 'Kisan Credit Card Scheme', shortName: 'KCC' }], total: 1, page: 1, pageSize: 100, counts: { all: 1 } } } };
    }
    return apiError(404, 'Scheme not found');
  };
}

const eligibilityBodies = (calls: FetchCall[]) =>
  calls.filter((call) => call.url.includes('/eligibility')).map((call) => call.body as { answers: Record<string, unknown> });

describe('scheme detail page', () => {
  beforeEach(resetTestState);

  it('shows every section of the scheme', async () => {
    const { calls } = mockFetch(handler());
    renderApp('/schemes/pm-kisan');
    expect(await screen.findByTestId('scheme-title')).toHaveTextContent('Pradhan Mantri Kisan Samman Nidhi');
    expect(calls.find((call) => call.url.startsWith('/api/schemes/pm-kisan'))?.url).toBe('/api/schemes/pm-kisan?lang=en');
    const section = (id: string) => screen.getByTestId(`scheme-section-${id}`);
    expect(section('key-features')).toHaveTextContent('₹6,000 · per year (Six thousand rupees a year)');
    expect(section('eligibility-criteria')).toHaveTextContent('A farmer family that owns cultivable land.');
    expect(section('required-documents')).toHaveTextContent('Aadhaar card');
    expect(within(section('application-process')).getAllByRole('listitem')).toHaveLength(2);
    expect(section('important-dates')).toHaveTextContent('22nd instalment released13 March 2026 — Released from Guwahati');
    expect(section('contact')).toHaveTextContent('155261');
    expect(within(section('contact')).getByRole('link', { name: 'pmkisan-ict@gov.in' })).toHaveAttribute('href', 'mailto:pmkisan-ict@gov.in');
    expect(within(section('portal-links')).getByRole('link', { name: /agriwelfare\.gov\.in/ })).toHaveAttribute('target', '_blank');
    expect(await within(section('related-schemes')).findByRole('link', { name: 'Kisan Credit Card Scheme (KCC)' })).toHaveAttribute('href', '/schemes/kisan-credit-card');
    expect(screen.getByTestId('scheme-last-verified')).toHaveTextContent('20 March 2026');

    // FAQ accordion: answers open on demand.
    const item = screen.getByTestId('scheme-faq-item');
    expect(item).not.toHaveAttribute('open');
    await userEvent.setup().click(within(item).getByText('How much money do I get?'));
    expect(item).toHaveAttribute('open');
  });

  it('says so for an unknown scheme', async () => {
    mockFetch(() => apiError(404, 'Scheme not found'));
    renderApp('/schemes/no-such-scheme');
    expect(await screen.findByTestId('scheme-not-found')).toHaveTextContent('Scheme not found');
  });

  it('lets a visitor answer the missing facts inline and re-checks with every answer', async () => {
    const { calls } = mockFetch(handler());
    const user = userEvent.setup();
    renderApp('/schemes/pm-kisan');
    await user.click(await screen.findByTestId('eligibility-check'));

    const verdict = await screen.findByTestId('eligibility-result');
    expect(verdict).toHaveTextContent('Need more information');
    expect(screen.getByTestId('eligibility-score')).toHaveTextContent('Match score: 0%');
    expect(eligibilityBodies(calls)).toEqual([{ answers: {} }]);
    expect(calls.find((call) => call.url.includes('/eligibility'))?.url).toBe('/api/schemes/pm-kisan/eligibility?lang=en');

    // One input per missing fact, of the fact's kind.
    const occupation = screen.getByTestId('eligibility-input-occupation');
    expect(occupation.tagName).toBe('SELECT');
    expect(within(occupation).getByRole('option', { name: 'Farmer' })).toBeInTheDocument();
    expect(screen.getByTestId('eligibility-question-occupation')).toHaveTextContent('Tell us your occupation to check this rule');
    expect(screen.getByTestId('eligibility-input-landholdingHectares')).toHaveAttribute('type', 'number');
    expect(screen.getByTestId('eligibility-input-isIncomeTaxPayer-yes')).toHaveAttribute('type', 'radio');
    expect(screen.getByTestId('eligibility-input-isIncomeTaxPayer-no')).toHaveAttribute('type', 'radio');

    // A wrong answer: the rule fails with its reason.
    await user.selectOptions(occupation, 'student');
    await waitFor(() => expect(screen.getByTestId('eligibility-result')).toHaveTextContent('Not eligible'));
    expect(screen.getByTestId('eligibility-failed')).toHaveTextContent('✗Not met: You are a farmer');
    expect(screen.getByTestId('eligibility-rule-occupation-farmer')).toHaveTextContent('PM-KISAN is only for land-holding farmer families.');
    expect(eligibilityBodies(calls).at(-1)).toEqual({ answers: { occupation: 'student' } });

    // Corrected, then the other two facts: a number (sent once typing pauses) and a yes/no.
    await user.selectOptions(screen.getByTestId('eligibility-input-occupation'), 'farmer');
    await waitFor(() => expect(screen.getByTestId('eligibility-passed')).toHaveTextContent('✓Met: You are a farmer'));
    await user.type(screen.getByTestId('eligibility-input-landholdingHectares'), '1.5');
    await waitFor(() => expect(eligibilityBodies(calls).at(-1)).toEqual({ answers: { occupation: 'farmer', landholdingHectares: 1.5 } }));
    expect(eligibilityBodies(calls).filter((body) => 'landholdingHectares' in body.answers)).toHaveLength(1);
    await user.click(screen.getByTestId('eligibility-input-isIncomeTaxPayer-no'));

    await waitFor(() => expect(screen.getByTestId('eligibility-result')).toHaveTextContent('Eligible'));
    expect(screen.getByTestId('eligibility-result')).toHaveAttribute('data-eligible', 'yes');
    expect(screen.getByTestId('eligibility-score')).toHaveTextContent('Match score: 100%');
    expect(eligibilityBodies(calls).at(-1)).toEqual({ answers: { occupation: 'farmer', landholdingHectares: 1.5, isIncomeTaxPayer: false } });
    expect(screen.queryByTestId('eligibility-failed')).toBeNull();
    expect(screen.getByTestId('eligibility-memory')).toHaveTextContent('Your answers stay on this page only');
    // Answered questions stay editable.
    expect(screen.getByTestId('eligibility-question-occupation')).toHaveAttribute('data-state', 'answered');
  });

  it('does not send an out-of-range number and says what is allowed', async () => {
    const { calls } = mockFetch(handler());
    const user = userEvent.setup();
    renderApp('/schemes/pm-kisan');
    await user.click(await screen.findByTestId('eligibility-check'));
    const land = await screen.findByTestId('eligibility-input-landholdingHectares');
    await user.type(land, '20000');
    await user.tab();
    expect(await screen.findByRole('alert')).toHaveTextContent('Enter a number from 0 to 10000');
    expect(eligibilityBodies(calls)).toHaveLength(1);
  });

  it("a citizen's check uses the profile and says the answers are remembered", async () => {
    window.localStorage.setItem(TOKEN_STORAGE_KEY, 'jwt-1');
    const { calls } = mockFetch(
      handler((call) => {
        if (call.url === '/api/users/profile') return { status: 200, body: { data: testUser } };
        if (call.url.includes('/eligibility')) {
          return { status: 200, body: { data: result({ eligible: 'no', matchScore: 20, failed: [{ ruleId: 'not-income-tax-payer', label: 'You did not pay income tax', reason: 'Income-tax payers are excluded from PM-KISAN.' }] }) } };
        }
        return undefined;
      }),
    );
    const user = userEvent.setup();
    renderApp('/schemes/pm-kisan');
    await user.click(await screen.findByTestId('eligibility-check'));
    expect(await screen.findByTestId('eligibility-result')).toHaveTextContent('Not eligible');
    expect(screen.getByTestId('eligibility-rule-not-income-tax-payer')).toHaveTextContent('Income-tax payers are excluded from PM-KISAN.');
    expect(screen.getByTestId('eligibility-memory')).toHaveTextContent('Your answers are saved with your profile');
    expect(calls.find((call) => call.url.includes('/eligibility'))?.headers).toMatchObject({ Authorization: 'Bearer jwt-1' });
  });
});
