/// <reference lib="dom" />
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { baseUrl, launchBrowser, newPage, screenshot } from './support/browser';

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

const DEVANAGARI = /[\u0900-\u097F]/;
const HINDI_QUESTION = 'पीएम किसान योजना में कितने रुपये मिलते हैं?';

/** What the window shows (the widget is fixed to it, so a full-page capture misplaces it). */
async function viewportShot(page: Page, name: string): Promise<void> {
  const dir = join(__dirname, 'artifacts');
  mkdirSync(dir, { recursive: true });
  await page.screenshot({ path: join(dir, `${name}.png`) });
}

const botMessages = (page: Page) => page.locator('[data-testid="assistant-message"][data-type="bot"]');

describe('assistant page /sarkarqna', () => {
  it('answers a Hindi question in Hindi with a confidence badge, sources and the relevant scheme', async () => {
    const { context, page, consoleErrors } = await newPage(browser);
    await page.goto('/sarkarqna');
    await page.getByTestId('assistant-page').waitFor();
    await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe('SarkarQnA');
    await expect(page.getByTestId('assistant-empty').textContent()).resolves.toContain(
      'Start a conversation by asking about government schemes!',
    );
    await screenshot(page, 'assistant-empty');

    await page.getByTestId('assistant-language').selectOption('hi');
    const input = page.getByTestId('assistant-input');
    await input.fill(HINDI_QUESTION);
    const asked = page.waitForRequest((request) => request.url().endsWith('/api/qa/ask') && request.method() === 'POST');
    await input.press('Enter');
    // Exactly /api/qa/ask, no doubled /api segment.
    const request = await asked;
    expect(new URL(request.url()).pathname).toBe('/api/qa/ask');
    expect(request.postDataJSON()).toEqual({ question: HINDI_QUESTION, language: 'hi', includeUserProfile: true });

    const bot = botMessages(page).first();
    await bot.waitFor();
    expect(await bot.getAttribute('data-kind')).toBe('answer');
    const answer = (await bot.locator('.chat-message__bubble').textContent()) ?? '';
    expect(answer).toMatch(DEVANAGARI);
    expect(answer).toMatch(/6,000/);
    expect(await bot.locator('.chat-message__bubble').getAttribute('lang')).toBe('hi');
    expect(await bot.locator('time').textContent()).toMatch(/^\d{2}:\d{2}\s?(am|pm)$/i);

    const badge = bot.getByTestId('assistant-confidence');
    const confidence = Number((/^Confidence: (\d+)%$/.exec((await badge.textContent()) ?? '') ?? [])[1]);
    expect(confidence).toBeGreaterThanOrEqual(0);
    expect(confidence).toBeLessThanOrEqual(100);
    expect(await badge.getAttribute('data-level')).toBe(confidence >= 80 ? 'high' : confidence >= 60 ? 'medium' : 'low');

    const sources = bot.getByTestId('assistant-sources');
    expect(await sources.isVisible()).toBe(false);
    await bot.getByTestId('assistant-sources-toggle').click();
    await sources.waitFor({ state: 'visible' });
    const firstSource = (await sources.locator('li').first().textContent()) ?? '';
    expect(firstSource).toMatch(/kisan|किसान/i);
    expect(firstSource).toMatch(/\d+% match$/);

    const scheme = bot.getByTestId('assistant-relevant-scheme').first().getByRole('link');
    expect(await scheme.getAttribute('href')).toBe('/schemes/pm-kisan');
    expect(await bot.getByTestId('assistant-relevant-scheme').count()).toBeLessThanOrEqual(3);

    // Remembered in the Recent Queries panel (and local storage) with its language.
    await expect(page.getByTestId('assistant-recent-query').first().textContent()).resolves.toContain(HINDI_QUESTION);
    const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('sarkarqna.recentQueries') ?? '[]') as { language: string }[]);
    expect(stored[0]?.language).toBe('hi');
    await page.evaluate(() => window.scrollTo(0, 0));
    await screenshot(page, 'assistant-hindi-answer');

    // A relevant scheme opens its detail page.
    await scheme.click();
    await page.waitForURL('**/schemes/pm-kisan');
    expect(consoleErrors).toEqual([]);
    await context.close();
  });
});

describe('floating assistant widget', () => {
  it('opens as a 384 × 600 panel, answers, minimises to the round button and closes until reload', async () => {
    const { context, page, consoleErrors } = await newPage(browser);
    await page.goto('/');
    const button = page.getByTestId('assistant-widget-button');
    await button.waitFor();
    await viewportShot(page, 'widget-button');

    await button.click();
    const panel = page.getByTestId('assistant-widget');
    await panel.waitFor();
    const box = await panel.boundingBox();
    expect(box && Math.round(box.width)).toBe(384);
    expect(box && Math.round(box.height)).toBe(600);
    // Bottom-right corner of the 1280 × 900 window, 20 px in.
    expect(box && Math.round(box.x + box.width)).toBe(1260);
    expect(box && Math.round(box.y + box.height)).toBe(880);

    await panel.getByTestId('assistant-input').fill('What are the benefits of Ayushman Bharat?');
    await panel.getByTestId('assistant-send').click();
    const bot = botMessages(page).first();
    await bot.waitFor();
    await bot.getByTestId('assistant-confidence').waitFor();
    expect((await bot.locator('.chat-message__bubble').textContent()) ?? '').toMatch(/5 lakh/i);
    expect(await panel.getByTestId('assistant-suggestion').first().textContent()).toMatch(/^Tell me about /);
    await viewportShot(page, 'widget-open');

    await panel.getByTestId('assistant-widget-minimise').click();
    await panel.waitFor({ state: 'detached' });
    await button.waitFor();

    // Client-side navigation keeps the widget (and its conversation) on the next page.
    await page.getByTestId('main-nav').getByRole('link', { name: 'Schemes' }).click();
    await page.waitForURL('**/schemes');
    await button.click();
    expect(await botMessages(page).count()).toBe(1);

    await page.getByTestId('assistant-widget-close').click();
    await panel.waitFor({ state: 'detached' });
    expect(await button.count()).toBe(0);
    await page.getByTestId('main-nav').getByRole('link', { name: 'Events' }).click();
    await page.waitForURL('**/events');
    await page.waitForTimeout(500);
    expect(await page.getByTestId('assistant-widget-button').count()).toBe(0);

    await page.reload();
    await page.getByTestId('assistant-widget-button').waitFor();
    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  it('is full width on a phone and absent on the full assistant page', async () => {
    const { context, page } = await newPage(browser);
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto('/schemes');
    await page.getByTestId('assistant-widget-button').click();
    const box = await page.getByTestId('assistant-widget').boundingBox();
    expect(box && Math.round(box.width)).toBe(375);
    await viewportShot(page, 'widget-phone');

    await page.goto(`${baseUrl()}/sarkarqna`);
    await page.getByTestId('assistant-page').waitFor();
    await page.waitForTimeout(1000);
    expect(await page.getByTestId('assistant-widget-button').count()).toBe(0);
    await viewportShot(page, 'assistant-phone');
    await context.close();
  });
});
