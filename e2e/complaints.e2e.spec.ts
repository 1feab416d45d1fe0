/// <reference lib="dom" />
import type { Browser } from 'playwright-core';
import { E2E_ADMIN } from './support/constants';
import { baseUrl, launchBrowser, newPage, screenshot, registerThroughUi, uniqueCitizen } from './support/browser';

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

/** A real 1×1 PNG (signature, IHDR, IDAT, IEND): the API recognises photos by their bytes. */
const TINY_PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');



async function adminToken(): Promise<string> {
  const response = await fetch(`${baseUrl()}/api/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ identifier: E2E_ADMIN.email, password: E2E_ADMIN.password, loginMethod: 'email' }),
  });
  if (!response.ok) throw new Error(`admin login: ${response.status} ${await response.text()}`);
  return ((await response.json()) as { data: { token: string } }).data.token;
}

/** Polls `check` until it returns a value (not undefined), or fails after `timeoutMs`. */
async function eventually<T>(what: string, check: () => Promise<T | undefined>, timeoutMs = 30_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  let last: unknown;
  while (Date.now() < deadline) {
    try {
      const value = await check();
      if (value !== undefined) return value;
    } catch (error) {
      last = error;
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`timed out waiting for ${what}${last ? `: ${String(last)}` : ''}`);
}

describe('complaints', () => {
  it('a citizen files a complaint with a photo, an administrator approves it and changes its status, the citizen sees it', async () => {
    // --- The citizen files a complaint with a photo.
    const citizen = await newPage(browser);
    const person = uniqueCitizen();
    await registerThroughUi(citizen.page, person);
    await citizen.page.goto('/complaints');
    await citizen.page.getByTestId('complaint-form').waitFor();
    await screenshot(citizen.page, 'complaints-page');

    // The form refuses an empty submission with the spec's alert.
    await citizen.page.getByTestId('complaint-submit').click();
    await expect(citizen.page.getByTestId('complaint-form-alert').textContent()).resolves.toContain('Please fill in all required fields');

    const title = `Broken streetlight on Station Road ${Date.now()}`;
    await citizen.page.getByTestId('complaint-title').fill(title);
    await citizen.page
      .getByTestId('complaint-description')
      .fill('The streetlight in front of the primary school on Station Road has been dark for two weeks; children walk home in the dark.');
    await citizen.page.getByTestId('complaint-category').selectOption('Infrastructure');
    await citizen.page.getByTestId('complaint-location').fill('Station Road, Ward 12, Lucknow');
    await citizen.page.getByTestId('complaint-urgency-high').check();
    expect(await citizen.page.getByTestId('complaint-post-social').isChecked()).toBe(true);
    await citizen.page.getByTestId('complaint-attach-photo').setInputFiles({ name: 'streetlight.png', mimeType: 'image/png', buffer: TINY_PNG });
    await citizen.page.getByTestId('complaint-attachment-list').getByText('streetlight.png').waitFor();
    await citizen.page.getByTestId('complaint-submit').click();

    const numberNode = citizen.page.getByTestId('complaint-registration-number');
    await numberNode.waitFor();
    const registrationNumber = (await numberNode.textContent())!.trim();
    expect(registrationNumber).toMatch(/^JS-\d{4}-\d{6,}$/);
    await citizen.page.locator('[data-testid="complaint-attachment"][data-status="done"]').waitFor();

    // It is at the top of "My complaints" with its registration number.
    const mine = citizen.page.getByTestId('complaints-mine');
    await mine.waitFor();
    await expect(mine.getByTestId('complaint-card-number').first().textContent()).resolves.toBe(registrationNumber);
    await screenshot(citizen.page, 'complaints-filed');

    // The detail page shows it pending, with the photo and the timeline.
    await citizen.page.getByTestId('complaint-view-filed').click();
    await citizen.page.getByTestId('complaint-detail').waitFor();
    await expect(citizen.page.getByTestId('complaint-detail-number').textContent()).resolves.toBe(registrationNumber);
    await expect(citizen.page.getByTestId('complaint-status').first().getAttribute('data-status')).resolves.toBe('pending');
    await citizen.page.locator('[data-testid="complaint-evidence-item"][data-kind="photo"]').waitFor();

    // --- The screening worker looks at it first (it never publishes by itself).
    const token = await adminToken();
    const complaintId = await eventually('the screening', async () => {
      const response = await fetch(`${baseUrl()}/api/admin/moderation-queue/${registrationNumber}`, { headers: { Authorization: `Bearer ${token}` } });
      if (!response.ok) throw new Error(`moderation-queue answered ${response.status}`);
      const item = (await response.json()) as { id: string; screenedAt: string | null };
      if (!item.screenedAt) throw new Error(`not screened yet: ${JSON.stringify(item)}`);
      return item.id;
    });

    // --- An administrator approves it in the console's moderation queue.
    const admin = await newPage(browser);
    await admin.page.goto('/admin/');
    await admin.page.locator('input[name="username"]').fill(E2E_ADMIN.email);
    await admin.page.locator('input[name="password"]').fill(E2E_ADMIN.password);
    await admin.page.getByRole('button', { name: 'Sign in' }).click();
    await admin.page.waitForURL((url) => !url.pathname.includes('/login'));
    await admin.page.goto('/admin/moderation-queue');
    const entry = admin.page.locator('article').filter({ hasText: registrationNumber });
    await entry.waitFor();
    await screenshot(admin.page, 'admin-moderation-queue');
    await entry.getByRole('button', { name: 'Approve' }).click();
    await admin.page.getByText('Approved: the redacted text will be posted').first().waitFor();
    await entry.waitFor({ state: 'detached' });

    // --- The administrator moves it to under review on the complaint's page.
    await admin.page.goto(`/admin/complaints/${complaintId}/show`);
    await admin.page.getByRole('button', { name: 'Change status' }).first().click();
    const dialog = admin.page.getByRole('dialog');
    await dialog.getByRole('combobox').click();
    await admin.page.getByRole('option', { name: 'Under review' }).click();
    await dialog.getByRole('button', { name: 'Change status' }).click();
    await admin.page.getByText('Status changed').first().waitFor();
    await screenshot(admin.page, 'admin-complaint-status');

    // --- The citizen sees the new status and the approval on the detail page.
    await eventually('the new status on the citizen’s page', async () => {
      await citizen.page.reload();
      await citizen.page.getByTestId('complaint-detail').waitFor();
      const status = await citizen.page.getByTestId('complaint-status').first().getAttribute('data-status');
      return status === 'under_review' ? status : undefined;
    });
    await expect(citizen.page.getByTestId('complaint-fact-status').textContent()).resolves.toBe('Under review');
    const timeline = (await citizen.page.getByTestId('complaint-timeline').textContent()) ?? '';
    expect(timeline).toContain('Status changed from Pending to Under review');
    expect(timeline).toContain('Approved for posting');
    await screenshot(citizen.page, 'complaint-detail-under-review');

    // --- The social-post worker publishes the approved text on the community feed (no Mastodon configured).
    await eventually('the community post', async () => {
      await citizen.page.goto('/community');
      await citizen.page.getByTestId('community-page').waitFor();
      await citizen.page.locator('[data-testid="community-post"], [data-testid="community-empty"]').first().waitFor();
      return (await citizen.page.locator(`[data-testid="community-post"][data-registration-number="${registrationNumber}"]`).count()) > 0 ? true : undefined;
    });
    await screenshot(citizen.page, 'community-feed');

    // The public list shows it to another citizen, whose upvote counts; the author's own button is disabled.
    const neighbour = await newPage(browser);
    await registerThroughUi(neighbour.page, uniqueCitizen());
    await neighbour.page.goto(`/complaints?q=${registrationNumber}`);
    const card = neighbour.page.locator(`[data-testid="complaint-card"][data-registration-number="${registrationNumber}"]`);
    await card.waitFor();
    await card.getByTestId('complaint-upvote').click();
    await neighbour.page.waitForFunction(
      (number) => document.querySelector(`[data-registration-number="${number}"] [data-testid="complaint-upvote"]`)?.getAttribute('aria-pressed') === 'true',
      registrationNumber,
    );
    await expect(card.getByTestId('complaint-upvote-count').textContent()).resolves.toBe('1');

    await citizen.page.goto(`/complaints?q=${registrationNumber}`);
    const ownCard = citizen.page.locator(`[data-testid="complaints-public"] [data-registration-number="${registrationNumber}"]`);
    await ownCard.waitFor();
    await citizen.page.waitForFunction(
      (number) => (document.querySelector(`[data-testid="complaints-public"] [data-registration-number="${number}"] [data-testid="complaint-upvote"]`) as HTMLButtonElement | null)?.disabled === true,
      registrationNumber,
    );

    // The same page in Hindi.
    await citizen.page.getByTestId('header-language-select').selectOption('hi');
    await citizen.page.waitForFunction(() => document.documentElement.lang === 'hi');
    await citizen.page.getByText('शिकायत दर्ज करें').first().waitFor();
    await screenshot(citizen.page, 'complaints-page-hindi');

    expect(citizen.consoleErrors.filter((message) => !message.includes('favicon'))).toEqual([]);
    await Promise.all([citizen.context.close(), admin.context.close(), neighbour.context.close()]);
  });

  it('after resolution the author rates the handling, then appeals, and the complaint is under review again', async () => {
    const citizen = await newPage(browser);
    await registerThroughUi(citizen.page, uniqueCitizen());
    const citizenToken = await citizen.page.evaluate(() => localStorage.getItem('authToken'));
    const filed = await fetch(`${baseUrl()}/api/complaints`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${citizenToken}`, 'Idempotency-Key': `e2e-${Date.now()}` },
      body: JSON.stringify({ title: 'Water supply cut for three days', description: 'No water in Sector 9 since Monday morning.', category: 'Water Supply', postToSocial: false }),
    });
    expect(filed.status).toBe(201);
    const { id, registrationNumber } = ((await filed.json()) as { data: { id: string; registrationNumber: string } }).data;

    const token = await adminToken();
    for (const status of ['in_progress', 'resolved']) {
      const moved = await fetch(`${baseUrl()}/api/admin/complaints/${id}/status`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
        body: JSON.stringify({ status, ...(status === 'resolved' ? { reason: 'Pipeline repaired' } : {}) }),
      });
      expect(moved.status).toBe(200);
    }

    await citizen.page.goto(`/complaints/${registrationNumber}`);
    await citizen.page.getByTestId('complaint-feedback-form').waitFor();
    await expect(citizen.page.getByTestId('complaint-status').first().getAttribute('data-status')).resolves.toBe('resolved');
    expect(await citizen.page.getByTestId('complaint-comment-form').count()).toBe(0);
    await citizen.page.getByTestId('complaint-feedback-star-4').check({ force: true });
    await citizen.page.getByTestId('complaint-feedback-comment').fill('Repaired, but only after four days.');
    await citizen.page.getByTestId('complaint-feedback-submit').click();
    await citizen.page.getByTestId('complaint-feedback-given').waitFor();
    await screenshot(citizen.page, 'complaint-feedback');

    await citizen.page.getByTestId('complaint-appeal-open').click();
    await citizen.page.getByTestId('complaint-appeal-reason').fill('Water comes for one hour a day only; the problem is not solved.');
    await citizen.page.getByTestId('complaint-appeal-submit').click();
    await citizen.page.getByTestId('complaint-appealed').waitFor();
    await expect(citizen.page.getByTestId('complaint-status').first().getAttribute('data-status')).resolves.toBe('under_review');
    expect(await citizen.page.getByTestId('complaint-appeal').count()).toBe(0);
    await screenshot(citizen.page, 'complaint-appealed');

    // On a phone the page is one column.
    await citizen.page.setViewportSize({ width: 390, height: 844 });
    await citizen.page.goto('/complaints?tab=mine');
    await citizen.page.getByTestId('complaints-mine').waitFor();
    expect(await citizen.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await screenshot(citizen.page, 'complaints-phone');
    await citizen.context.close();
  });
});
