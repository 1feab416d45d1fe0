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


describe('citizen sign-up and session', () => {
  it('registers, lands on the dashboard, survives a reload, logs out, and comes back after login', async () => {
    const { context, page } = await newPage(browser);
    const person = uniqueCitizen();
    await registerThroughUi(page, person);
    await page.waitForURL('**/dashboard');
    await expect(page.getByTestId('dashboard-welcome').textContent()).resolves.toContain(person.firstName);
    await screenshot(page, 'dashboard');

    await page.reload();
    await page.getByTestId('dashboard-welcome').waitFor();
    expect(page.url()).toBe(`${baseUrl()}/dashboard`);

    await page.getByTestId('header-logout').click();
    await page.waitForURL(`${baseUrl()}/`);
    await page.goto('/profile');
    await page.waitForURL('**/login');
    await page.getByTestId('login-email').fill(person.email);
    await page.getByTestId('login-password').fill(person.password);
    await page.getByTestId('login-submit').click();
    await page.waitForURL('**/profile');
    await context.close();
  });

  it('shows the inline error and a toast for a wrong password', async () => {
    const { context, page } = await newPage(browser);
    await page.goto('/login');
    await page.getByTestId('login-email').fill('nobody.at.all@example.in');
    await page.getByTestId('login-password').fill('wrong-password');
    await page.getByTestId('login-submit').click();
    await expect(page.getByTestId('login-error').textContent()).resolves.toContain('Invalid credentials');
    await expect(page.getByTestId('toast-title').textContent()).resolves.toContain('Login failed');
    await screenshot(page, 'login-failed');
    await context.close();
  });
});

describe('shell', () => {
  it('shows the 404 page for an unknown path', async () => {
    const { context, page } = await newPage(browser);
    await page.goto('/no/such/page');
    await expect(page.getByTestId('not-found-title').textContent()).resolves.toContain('Oops! Page not found');
    await page.getByTestId('not-found-home').click();
    await page.waitForURL(`${baseUrl()}/`);
    await context.close();
  });

  it('translates the header into Hindi and turns the page right-to-left for Urdu', async () => {
    const { context, page } = await newPage(browser);
    await page.goto('/');
    const nav = page.getByTestId('main-nav');
    await expect(nav.textContent()).resolves.toContain('Schemes');
    await page.getByTestId('header-language-select').selectOption('hi');
    await page.waitForFunction(() => document.documentElement.lang === 'hi');
    await expect(nav.textContent()).resolves.toMatch(/योजना/);
    await screenshot(page, 'home-hindi');
    await page.getByTestId('header-language-select').selectOption('ur');
    await page.waitForFunction(() => document.documentElement.dir === 'rtl');
    await page.reload();
    await page.waitForFunction(() => document.documentElement.dir === 'rtl' && document.documentElement.lang === 'ur');
    await screenshot(page, 'home-urdu');
    await context.close();
  });
});

describe('admin console', () => {
  it('refuses a citizen and lets an administrator in', async () => {
    const { context, page } = await newPage(browser);
    const person = uniqueCitizen();
    await registerThroughUi(page, person);
    await page.waitForURL('**/dashboard');

    await page.goto('/admin/');
    await page.locator('input[name="username"]').fill(person.email);
    await page.locator('input[name="password"]').fill(person.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByText('This console is for administrators only').first().waitFor();
    expect(await page.evaluate(() => localStorage.getItem('adminToken'))).toBeNull();
    await screenshot(page, 'admin-refused');

    await page.locator('input[name="username"]').fill(E2E_ADMIN.email);
    await page.locator('input[name="password"]').fill(E2E_ADMIN.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL((url) => !url.pathname.includes('/login'));
    expect(await page.evaluate(() => localStorage.getItem('adminToken'))).not.toBeNull();
    await page.goto('/admin/users');
    await page.getByText(person.email).waitFor();
    await screenshot(page, 'admin-users');
    await context.close();
  });
});
