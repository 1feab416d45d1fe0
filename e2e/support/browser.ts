/// <reference lib="dom" />
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';

export const baseUrl = (): string => {
  const url = process.env.E2E_BASE_URL;
  if (!url) throw new Error('E2E_BASE_URL is not set; run through `npm run test:e2e`');
  return url;
};

/** Debian's Chromium, headless, without the background traffic this closed network refuses. */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic'],
  });
}

export async function newPage(browser: Browser): Promise<{ context: BrowserContext; page: Page; consoleErrors: string[] }> {
  const context = await browser.newContext({ baseURL: baseUrl(), locale: 'en-IN', viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  const consoleErrors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') consoleErrors.push(message.text());
  });
  page.setDefaultTimeout(15_000);
  return { context, page, consoleErrors };
}

/**
 * Saves a full-page screenshot under e2e/artifacts (git-ignored) for a person to look at,
 * taken from the top so the sticky header is not drawn over the content.
 */
export async function screenshot(page: Page, name: string): Promise<void> {
  await page.evaluate(() => window.scrollTo(0, 0));
  const dir = join(__dirname, '..', 'artifacts');
  mkdirSync(dir, { recursive: true });
  await page.screenshot({ path: join(dir, `${name}.png`), fullPage: true });
}

let counter = 0;
export function uniqueCitizen() {
  counter += 1;
  const unique = `${Date.now()}${counter}`.slice(-9);
  return { firstName: 'Sunita', lastName: 'Devi', email: `sunita.${unique}@example.in`, phone: `8${unique}`, password: 'Gaon-Ki-Beti-2026' };
}

/** Registers a citizen through the portal's form and waits for the dashboard. */
export async function registerThroughUi(page: Page, person: ReturnType<typeof uniqueCitizen>): Promise<void> {
  await page.goto('/register');
  await page.getByTestId('register-firstName').fill(person.firstName);
  await page.getByTestId('register-lastName').fill(person.lastName);
  await page.getByTestId('register-email').fill(person.email);
  await page.getByTestId('register-phone').fill(person.phone);
  await page.getByTestId('register-password').fill(person.password);
  await page.getByTestId('register-confirmPassword').fill(person.password);
  await page.getByTestId('register-acceptTerms').check();
  await page.getByTestId('register-acceptPrivacy').check();
  await page.getByTestId('register-submit').click();
  await page.waitForURL('**/dashboard');
}
