/// <reference lib="dom" />
import type { Browser, Page } from 'playwright-core';
import { baseUrl, launchBrowser, newPage, screenshot, registerThroughUi, uniqueCitizen } from './support/browser';

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

const DEVANAGARI = /[\u0900-\u097F]/;



/** Waits until the results on screen answer the filters in the page's URL (the previous ones stay visible while loading). */
async function settled(page: Page): Promise<void> {
  await page.waitForFunction(
    () => document.querySelector('[data-testid="schemes-result-text"]')?.getAttribute('data-results-for') === window.location.search.replace(/^\?/, ''),
  );
}

describe('schemes for a visitor', () => {
  it('searches, filters by category and state, opens PM-KISAN and checks eligibility by answering the questions', async () => {
    const { context, page, consoleErrors } = await newPage(browser);
    await page.goto('/');
    const total = await (await fetch(`${baseUrl()}/api/schemes?pageSize=1`)).json() as { data: { total: number } };
    await page.waitForFunction(() => !document.querySelector('[data-testid="stat-schemes"] dd')?.textContent?.includes('…'));
    await expect(page.getByTestId('stat-schemes').locator('dd').textContent()).resolves.toBe(String(total.data.total));
    await expect(page.getByTestId('home-stats').textContent()).resolves.not.toMatch(/500\+|10M\+/);
    await screenshot(page, 'schemes-home');

    await page.getByTestId('hero-schemes').click();
    await page.waitForURL('**/schemes');
    await page.getByTestId('scheme-card-pm-kisan').waitFor();
    await expect(page.getByTestId('schemes-result-text').textContent()).resolves.toContain(`Showing ${total.data.total} schemes matching your criteria`);

    await page.getByTestId('schemes-search').fill('kisan');
    await page.waitForURL((url) => url.searchParams.get('q') === 'kisan');
    await settled(page);
    const found = await page.locator('[data-testid^="scheme-card-"]').count();
    expect(found).toBeGreaterThan(0);
    await expect(page.getByTestId('schemes-result-text').textContent()).resolves.toMatch(/^Showing \d+ schemes? matching your criteria$/);
    await page.getByTestId('scheme-card-pm-kisan').waitFor();

    await page.getByTestId('schemes-category-agriculture').click();
    await page.waitForURL((url) => url.searchParams.get('category') === 'agriculture');
    await page.getByTestId('schemes-filter-toggle').click();
    await page.getByTestId('schemes-state').selectOption('Uttar Pradesh');
    await page.waitForURL((url) => url.searchParams.get('state') === 'Uttar Pradesh');
    await settled(page);
    const agricultureCount = await page.getByTestId('schemes-category-count-agriculture').textContent();
    await expect(page.getByTestId('schemes-result-text').textContent()).resolves.toContain(`Showing ${agricultureCount} scheme`);
    const categories = await page.locator('[data-testid^="scheme-card-"] .scheme-card__category').allTextContents();
    expect(categories.length).toBeGreaterThan(0);
    await screenshot(page, 'schemes-filtered');

    await page.getByTestId('scheme-card-pm-kisan').getByTestId('scheme-card-link').click();
    await page.waitForURL('**/schemes/pm-kisan');
    await expect(page.getByTestId('scheme-title').textContent()).resolves.toBe('Pradhan Mantri Kisan Samman Nidhi');
    for (const section of ['key-features', 'eligibility-criteria', 'required-documents', 'application-process', 'important-dates', 'contact', 'faq', 'related-schemes', 'portal-links']) {
      await page.getByTestId(`scheme-section-${section}`).waitFor();
    }

    await page.getByTestId('eligibility-check').click();
    const result = page.getByTestId('eligibility-result');
    await result.waitFor();
    await expect(result.getAttribute('data-eligible')).resolves.toBe('unknown');
    await expect(page.getByTestId('eligibility-verdict').textContent()).resolves.toBe('Need more information');

    // A wrong answer first: the rule fails with its reason.
    await page.getByTestId('eligibility-input-occupation').selectOption('student');
    await page.waitForFunction(() => document.querySelector('[data-testid="eligibility-result"]')?.getAttribute('data-eligible') === 'no');
    await expect(page.getByTestId('eligibility-failed').textContent()).resolves.toContain('only for land-holding farmer families');

    await page.getByTestId('eligibility-input-occupation').selectOption('farmer');
    await page.getByTestId('eligibility-input-landholdingHectares').fill('1.5');
    await page.getByTestId('eligibility-input-landholdingHectares').press('Enter');
    await page.getByTestId('eligibility-input-isIncomeTaxPayer-no').check();
    await page.getByTestId('eligibility-input-isGovernmentEmployee-no').check();
    await page.waitForFunction(() => document.querySelector('[data-testid="eligibility-result"]')?.getAttribute('data-eligible') === 'yes');
    await expect(page.getByTestId('eligibility-verdict').textContent()).resolves.toBe('Eligible');
    await expect(page.getByTestId('eligibility-score').textContent()).resolves.toBe('Match score: 100%');
    await expect(page.getByTestId('eligibility-passed').locator('li').count()).resolves.toBeGreaterThanOrEqual(4);
    await screenshot(page, 'scheme-eligibility');
    expect(consoleErrors).toEqual([]);
    await context.close();
  });
});

describe('schemes for a citizen', () => {
  it('saves a scheme to the profile and finds it again on the dashboard and the schemes page', async () => {
    const { context, page } = await newPage(browser);
    await registerThroughUi(page, uniqueCitizen());
    await page.getByTestId('dashboard-recommendations').waitFor();

    await page.goto('/schemes?q=kisan');
    const card = page.getByTestId('scheme-card-pm-kisan');
    await card.waitFor();
    const save = card.getByTestId('scheme-save');
    await expect(save.textContent()).resolves.toBe('Save to profile');
    await save.click();
    await page.waitForFunction(() => document.querySelector('[data-testid="scheme-card-pm-kisan"] [data-testid="scheme-save"]')?.getAttribute('data-saved') === 'true');
    await expect(page.getByTestId('toast').textContent()).resolves.toContain('saved to your profile');

    await page.goto('/dashboard');
    const saved = page.getByTestId('saved-pm-kisan');
    await saved.waitFor();
    await expect(saved.textContent()).resolves.toContain('Pradhan Mantri Kisan Samman Nidhi');
    await page.locator('[data-testid^="recommendation-"] [data-testid="recommendation-match"]').first().waitFor();
    await screenshot(page, 'dashboard-schemes');

    // Still saved after a fresh load of the schemes page.
    await page.goto('/schemes?q=kisan');
    await expect(page.getByTestId('scheme-card-pm-kisan').getByTestId('scheme-save').getAttribute('data-saved')).resolves.toBe('true');

    // Removed from the dashboard, it is gone.
    await page.goto('/dashboard');
    await page.getByTestId('saved-remove-pm-kisan').click();
    await page.getByTestId('saved-empty').waitFor();

    // A citizen's eligibility answers are remembered: after a reload the question is not asked again.
    await page.goto('/schemes/pm-kisan');
    await page.getByTestId('eligibility-check').click();
    await page.getByTestId('eligibility-input-occupation').selectOption('farmer');
    await page.waitForFunction(() => document.querySelector('[data-testid="eligibility-passed"]')?.textContent?.includes('You are a farmer'));
    await expect(page.getByTestId('eligibility-memory').textContent()).resolves.toContain('saved with your profile');
    await page.reload();
    await page.getByTestId('eligibility-check').click();
    await page.getByTestId('eligibility-passed').waitFor();
    await expect(page.getByTestId('eligibility-passed').textContent()).resolves.toContain('You are a farmer');
    expect(await page.getByTestId('eligibility-question-occupation').count()).toBe(0);
    await context.close();
  });

  it('a visitor who wants to save is sent to log in, comes back to the same search and saves', async () => {
    const person = uniqueCitizen();
    const registered = await fetch(`${baseUrl()}/api/auth/register`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ firstName: person.firstName, lastName: person.lastName, email: person.email, phone: person.phone, password: person.password }),
    });
    expect(registered.status).toBe(201);

    const { context, page } = await newPage(browser);
    await page.goto('/schemes?q=kisan&category=agriculture');
    await page.getByTestId('scheme-card-pm-kisan').getByTestId('scheme-save').click();
    await page.waitForURL('**/login');
    await page.getByTestId('login-email').fill(person.email);
    await page.getByTestId('login-password').fill(person.password);
    await page.getByTestId('login-submit').click();
    await page.waitForURL((url) => url.pathname === '/schemes' && url.searchParams.get('q') === 'kisan' && url.searchParams.get('category') === 'agriculture');
    await settled(page);
    // Signed in now: the card carries the citizen's match score, and saving works.
    await page.getByTestId('scheme-card-pm-kisan').getByTestId('scheme-match').waitFor();
    await page.getByTestId('scheme-card-pm-kisan').getByTestId('scheme-save').click();
    await page.waitForFunction(() => document.querySelector('[data-testid="scheme-card-pm-kisan"] [data-testid="scheme-save"]')?.getAttribute('data-saved') === 'true');
    const bookmarks = await page.evaluate(async () => {
      const response = await fetch('/api/users/bookmarks', { headers: { Authorization: `Bearer ${localStorage.getItem('authToken')}` } });
      return ((await response.json()) as { data: { id: string }[] }).data.map((entry) => entry.id);
    });
    expect(bookmarks).toEqual(['pm-kisan']);
    await context.close();
  });
});

describe('schemes in Hindi', () => {
  it('switching the header language to Hindi shows Hindi scheme names and texts', async () => {
    const { context, page } = await newPage(browser);
    await page.goto('/schemes?category=agriculture');
    await page.getByTestId('scheme-card-pm-kisan').waitFor();
    await page.getByTestId('header-language-select').selectOption('hi');
    await page.waitForFunction(() => document.documentElement.lang === 'hi');
    await page.waitForFunction(() => /[\u0900-\u097F]/.test(document.querySelector('[data-testid="scheme-card-pm-kisan"] h3')?.textContent ?? ''));
    const names = await page.locator('[data-testid^="scheme-card-"] h3').allTextContents();
    expect(names.length).toBeGreaterThan(0);
    for (const name of names) expect(name).toMatch(DEVANAGARI);
    await expect(page.getByTestId('scheme-card-pm-kisan').locator('h3').textContent()).resolves.toBe('प्रधानमंत्री किसान सम्मान निधि');
    await expect(page.getByTestId('schemes-result-text').textContent()).resolves.toMatch(DEVANAGARI);
    await screenshot(page, 'schemes-hindi');

    await page.getByTestId('scheme-card-pm-kisan').getByTestId('scheme-card-link').click();
    await page.waitForURL('**/schemes/pm-kisan');
    await expect(page.getByTestId('scheme-title').textContent()).resolves.toBe('प्रधानमंत्री किसान सम्मान निधि');
    await page.getByTestId('eligibility-check').click();
    await page.getByTestId('eligibility-result').waitFor();
    await expect(page.getByTestId('eligibility-verdict').textContent()).resolves.toBe('और जानकारी चाहिए');
    await expect(page.getByTestId('eligibility-question-occupation').textContent()).resolves.toMatch(DEVANAGARI);
    await screenshot(page, 'scheme-hindi');
    await context.close();
  });
});
