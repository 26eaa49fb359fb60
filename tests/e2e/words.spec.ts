// The page in the player's language (docs/design.md, "Languages"): the browser's language on the
// first visit, the choice in Options remembered, the words of the screens, the live region and
// the scenes. Elements are found by id here, since their words change with the language.
import { test, expect, Page } from '@playwright/test';
import { open, cell } from './helpers';

/** Waits until the page shows `lang` (its catalogue has come and been applied). */
async function shows(page: Page, lang: string) {
  await expect(page.locator('html')).toHaveAttribute('lang', lang);
}

/** Chooses `lang` in Options, from the title screen, and comes back. */
async function choose(page: Page, lang: string) {
  await page.locator('#btn-options').click();
  await page.getByTestId('language').selectOption(lang);
  await shows(page, lang);
  await page.locator('#options-screen button.back').click();
}

test.describe('a browser set to Japanese', () => {
  test.use({ locale: 'ja-JP' });

  test('gets the page, its labels and its announcements in Japanese', async ({ page }) => {
    await open(page);
    await shows(page, 'ja');
    await expect(page.locator('#btn-play')).toHaveText('対局する');
    await expect(page.locator('nav.menu')).toHaveAttribute('aria-label', 'メインメニュー');
    await expect(page.locator('#shelf li[data-character=mike] img')).toHaveAttribute('alt', 'Iron Mike の金歯');
    await page.locator('#btn-options').click();
    await expect(page.getByTestId('language')).toHaveValue('ja');
    await expect(page.locator('#theme-choices')).toContainText('クルミ材');
    await page.locator('#options-screen button.back').click();
    await page.keyboard.press('Alt+h');
    await page.keyboard.press('Alt+n');
    await expect(page.getByTestId('status')).toHaveText('黒の番（Player 1）');
    await expect(cell(page, 'd3')).toHaveAttribute('aria-label', 'd3、空き, 打てる');
    await cell(page, 'd3').click();
    await expect(page.locator('#announce')).toHaveText('黒がd3に打ち、1石返しました。');
  });

  test('English chosen in Options wins over the browser, after a reload too', async ({ page }) => {
    const fetched: string[] = [];
    page.on('request', r => { if (r.url().includes('/lang/')) fetched.push(r.url()); });
    await open(page);
    await shows(page, 'ja');
    await choose(page, 'en');
    await expect(page.locator('#btn-play')).toHaveText('Play');
    fetched.length = 0;
    await page.reload();
    await expect(page.locator('#app')).toHaveAttribute('data-ready', 'true');
    await shows(page, 'en');
    await expect(page.locator('#btn-play')).toHaveText('Play');
    await page.locator('#btn-options').click();
    await expect(page.getByTestId('language')).toHaveValue('en');
    expect(fetched).toEqual([]);
  });
});

test('an English browser gets English; Japanese chosen in Options survives a reload', async ({ page }) => {
  await open(page);
  await shows(page, 'en');
  await expect(page.locator('#btn-play')).toHaveText('Play');
  await choose(page, 'ja');
  await expect(page.locator('#btn-howto')).toHaveText('遊び方');
  await page.reload();
  await expect(page.locator('#app')).toHaveAttribute('data-ready', 'true');
  await shows(page, 'ja');
  await expect(page.locator('#btn-howto')).toHaveText('遊び方');
});

test('a catalogue that cannot be fetched leaves the page in English and says so', async ({ page }) => {
  await page.route('**/lang/ja.txt', route => route.fulfill({ status: 404, body: 'gone' }));
  await open(page);
  await page.locator('#btn-options').click();
  await page.getByTestId('language').selectOption('ja');
  const alert = page.getByRole('alert');
  await expect(alert).toContainText('The 日本語 words could not be loaded (HTTP 404)');
  await shows(page, 'en');
  await expect(page.locator('#options-heading')).toHaveText('Options');
});
