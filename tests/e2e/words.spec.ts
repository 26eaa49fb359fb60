// The page in the player's language (docs/design.md, "Languages"): the browser's language on the
// first visit, the choice in Options remembered, the words of the screens, the live region and
// the scenes. Elements are found by id here, since their words change with the language.
import { test, expect, Page } from '@playwright/test';
import * as fs from 'fs';
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

test('the page waits for its English words, and says so with a Retry when they do not come', async ({ page }) => {
  let fail = true;
  await page.route('**/lang/en.txt', route => fail ? route.fulfill({ status: 503, body: 'busy' }) : route.fallback());
  await page.goto('/');
  const failed = page.locator('#words-failed');
  await expect(failed).toBeVisible();
  await expect(failed).toContainText('E-Thello could not load its words. Check your connection, then try again.');
  // index.html's own English shows meanwhile: no key, and the game has not started.
  await expect(page.locator('#btn-play')).toHaveText('Play');
  await expect(page.locator('#app')).not.toHaveAttribute('data-ready', 'true');
  fail = false;
  await page.locator('#words-retry').click();
  await expect(page.locator('#app')).toHaveAttribute('data-ready', 'true');
  await expect(failed).toBeHidden();
  await page.locator('#btn-play').click();
  await expect(page.locator('#choose-screen')).toBeVisible();
});

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
    await expect(page.getByTestId('status')).toHaveText('黒の番（プレイヤー1）');
    await expect(cell(page, 'd3')).toHaveAttribute('aria-label', 'd3、空き, 打てる');
    await cell(page, 'd3').click();
    await expect(page.locator('#announce')).toHaveText('黒がd3に打ち、1石返しました。');
  });

  test('re-words what the live region says when English is chosen', async ({ page }) => {
    await open(page);
    await shows(page, 'ja');
    await page.keyboard.press('Alt+h');
    await page.keyboard.press('Alt+n');
    await cell(page, 'd3').click();
    await expect(page.locator('#announce')).toHaveText('黒がd3に打ち、1石返しました。');
    await page.keyboard.press('Alt+x');
    await choose(page, 'en');
    await expect(page.locator('#announce')).toHaveText('Black plays d3, flipping 1.');
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
    // English is fetched like the others (the page's wasm carries no words), and nothing else is.
    expect(fetched.map(url => url.split('/lang/')[1])).toEqual(['en.txt']);
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
  await expect(alert).toContainText('The 日本語 words could not be loaded (lang/ja.txt: 404');
  await shows(page, 'en');
  await expect(page.locator('#options-heading')).toHaveText('Options');
});

test.describe('a Japanese browser whose catalogue is broken', () => {
  test.use({ locale: 'ja-JP' });

  test('gets the page in English, says why, and plays', async ({ page }) => {
    await page.route('**/lang/ja.txt', route => route.fulfill({ status: 200, body: 'page.play = 対局する\nnot a line\n' }));
    await open(page);
    await expect(page.getByRole('alert')).toContainText('The 日本語 words could not be loaded (lang/ja.txt: line 2 is not "key = text"); the page stays in English.');
    await shows(page, 'en');
    await expect(page.locator('#btn-play')).toHaveText('Play');
    await page.keyboard.press('Alt+h');
    await page.keyboard.press('Alt+n');
    await cell(page, 'd3').click();
    await expect(page.getByTestId('status')).toHaveText("White's turn (Player 2)");
  });
});

test.describe('a browser set to French', () => {
  test.use({ locale: 'fr-FR' });

  test('a game won against Dubya ends with the French prize text', async ({ page }) => {
    // A nine-move wipe-out one move from its end, saved and loaded back as Ann against Dubya.
    await open(page, '#d3c3b3d2e1d6d7e3');
    await shows(page, 'fr');
    const download = page.waitForEvent('download');
    await page.locator('#btn-save').click();
    const file = JSON.parse(fs.readFileSync((await (await download).path())!, 'utf8'));
    file.mode = 'computer';
    file.computer = { character: 'dubya', color: 'white' };
    file.names = { black: 'Ann', white: 'Dubya' };
    const chooser = page.waitForEvent('filechooser');
    await page.locator('#btn-load').click();
    await (await chooser).setFiles({ name: 'saved.etl', mimeType: 'application/octet-stream', buffer: Buffer.from(JSON.stringify(file)) });
    await expect(page.locator('#portrait')).toHaveAttribute('data-character', 'dubya');
    await cell(page, 'f4').click();
    const scene = page.getByRole('dialog');
    await expect(scene).toContainText('Vous gagnez le Bescherelle de Dubya\u00a0!');
    await expect(page.locator('#scene-line')).toHaveText('«\u00a0J\'en ai pas besoin. La grammaire, c\'est surestimé. Ou sous-estimé. Enfin, un des deux.\u00a0»');
    await expect(page.locator('#scene-continue')).toHaveText('Continuer');
    await page.keyboard.press('Enter');
    await expect(page.getByTestId('status')).toHaveText('Partie terminée\u00a0: Noir (Ann) gagne 13 à 0.');
  });

  test('the clock speaks French, and a game lost on time ends in French', async ({ page }) => {
    await page.clock.install();
    await open(page);
    await shows(page, 'fr');
    await page.locator('#btn-play').click();
    await expect(page.locator('#choose-screen .clock-choice')).toContainText('Pendule');
    await expect(page.getByTestId('clock-minutes').locator('option[value="0"]')).toHaveText('Sans pendule');
    await page.getByTestId('clock-minutes').selectOption('1');
    await expect(page.getByTestId('clock-increment').locator('option[value="2"]')).toHaveText('+2\u00a0s par coup');
    await page.locator('#choose-screen .card[data-opponent=dubya]').click();
    await page.keyboard.press('Escape');
    // French typography: a no-break space before the colon (Playwright's text matchers would
    // read it as a plain space, so the text itself is compared).
    const counts = page.locator('.count.black');
    expect(await counts.evaluate(el => el.textContent)).toMatch(/^Joueur 1\u00a0: 2/);
    await page.clock.runFor(5_000);
    const timer = page.getByRole('timer', { name: 'Pendule de Noir : il reste 55 secondes' });
    await expect(timer).toHaveText('0:55');
    await expect(page.getByTestId('clock-white')).toHaveAttribute('aria-label', 'Pendule de Blanc\u00a0: il reste 1 minute');
    await page.clock.runFor(56_000);
    await expect(page.locator('#app')).toHaveAttribute('data-ended', 'time');
    await expect(page.getByTestId('status')).toHaveText('Partie terminée\u00a0: Blanc (Dubya) gagne au temps.');
    await expect(page.locator('#scene-detail')).toContainText('Votre temps est écoulé.');
  });

  test('the choice in Options wins over the browser and survives a reload', async ({ page }) => {
    await open(page);
    await shows(page, 'fr');
    await choose(page, 'de');
    await expect(page.locator('#btn-play')).toHaveText('Spielen');
    await page.reload();
    await expect(page.locator('#app')).toHaveAttribute('data-ready', 'true');
    await shows(page, 'de');
    await expect(page.locator('#btn-play')).toHaveText('Spielen');
  });
});

/** What on the screen shown is cut or reaches past the window's right edge. */
async function overflows(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const out: string[] = [];
    const width = document.documentElement.clientWidth;
    if (document.documentElement.scrollWidth > width + 1) out.push(`the page is ${document.documentElement.scrollWidth} wide`);
    for (const el of document.querySelectorAll<HTMLElement>('button, label, span, h1, h2, h3, p, li, legend, select, b')) {
      const box = el.getBoundingClientRect();
      if (!box.width || el.closest('[hidden], .sr-only')) continue;
      const what = `${el.tagName.toLowerCase()}#${el.id} "${(el.textContent ?? '').trim().slice(0, 40)}"`;
      if (box.right > width + 1) out.push(`${what} ends at ${Math.round(box.right)}`);
      const clips = getComputedStyle(el).overflowX !== 'visible' || ['BUTTON', 'SELECT'].includes(el.tagName);
      if (clips && el.clientWidth > 0 && el.scrollWidth > el.clientWidth + 2) out.push(`${what} is cut`);
    }
    return out;
  });
}

for (const [size, viewport] of [['desktop', { width: 1366, height: 768 }], ['phone', { width: 390, height: 844 }]] as const) {
  for (const lang of ['de', 'fr', 'ja', 'es', 'nl']) {
    test(`every screen fits in ${lang} at ${size} size`, async ({ browser }) => {
      const context = await browser.newContext({ viewport, isMobile: size === 'phone', hasTouch: size === 'phone' });
      await context.addInitScript(l => localStorage.setItem('ethello.lang', l), lang);
      const page = await context.newPage();
      await open(page);
      await shows(page, lang);
      const found: string[] = [];
      const check = async (screen: string) => {
        found.push(...(await overflows(page)).map(o => `${screen}: ${o}`));
        // Japanese and French, for a person to look at (tests/e2e/artifacts/, kept between runs).
        if (lang === 'ja' || lang === 'fr') {
          const name = screen.replace(/ /g, '-');
          await page.screenshot({ path: `tests/e2e/artifacts/words-${lang}-${size}-${name}.png`, fullPage: true });
        }
      };
      await check('title');
      await page.locator('#btn-play').click();
      await check('choose');
      await page.getByTestId('clock-minutes').selectOption('5');
      await page.locator('#choose-screen .card[data-opponent=human]').click();
      await check('game');
      await page.locator('#btn-exit').click();
      await page.locator('#btn-howto').click();
      await expect(page.locator('#howto-screen')).toContainText({
        de: 'fällt dein Blättchen', fr: 'votre drapeau tombe', ja: '時間切れ負け', es: 'cae tu bandera', nl: 'valt je vlag',
      }[lang]!);
      await check('how to play');
      await page.locator('#howto-screen button.back').click();
      await page.locator('#btn-options').click();
      await check('options');
      await page.locator('#options-screen button.back').click();
      await page.locator('#btn-train').click();
      await check('train');
      await page.locator('#train-screen button.back').click();
      await page.locator('#btn-study').click();
      await check('analysis board');
      await page.locator('#btn-edit').click();
      await check('board editor');
      expect(found).toEqual([]);
      await context.close();
    });
  }
}
