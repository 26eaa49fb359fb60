// Why a move is worse (issue 48), in the browser: a reviewed game's X-square blunder explained by
// the corner it gives, "Why?" on the analysis board, a #pos=...&why=SQ link, a wrong puzzle answer,
// and the words in French and Japanese. Each explanation is an element with
// data-testid="explanation", data-move, data-vs and data-reasons (the contract's tags).
import { test, expect, Page } from '@playwright/test';
import * as fs from 'fs';
import { open, cell, legalSquares } from './helpers';

/** Black's 17th move b2 here, an X-square, lets White take a1 at once. */
const OPENING = 'd3e3f6e6f2c2c3c4b5g7e7b3g6f3f4g3';
/** The position those 16 moves reach, black to move, as a link's `pos=`. */
const POSITION = '----------O--X---OOOOOO---OOOX---X-OX-------XXX-----X-O---------_X';

/** Black to move; g8 lets White take h8 four moves into its line (the key move). */
const KEYED = '-----------------------OO-XXXXXXOOXXOOXXOXXXXOXXOOOOOOO-O-OX----_X';

/** Saves a screenshot for a person to look at, under tests/e2e/artifacts/. */
async function shot(page: Page, name: string) {
  await page.screenshot({ path: `tests/e2e/artifacts/why-${name}.png` });
}

/** The explanation of `move` on the page. */
function explanation(page: Page, move: string) {
  return page.locator(`[data-testid="explanation"][data-move="${move}"]`);
}

/**
 * Milliseconds from the next click on `square`'s cell to the explanation of `move` on screen,
 * measured in the page (a MutationObserver, not Playwright's polling).
 */
async function timeExplanation(page: Page, square: string, move: string) {
  await page.evaluate(([sq, mv]) => {
    (window as any).__whyMs = new Promise<number>(resolve => {
      let t0 = 0;
      const cellEl = document.querySelector(`#grid [data-square="${sq}"]`)!;
      cellEl.addEventListener('click', () => { t0 = performance.now(); }, { capture: true, once: true });
      const shown = () => {
        const el = document.querySelector(`[data-testid="explanation"][data-move="${mv}"]`) as HTMLElement | null;
        return t0 > 0 && el !== null && !el.hidden && el.offsetParent !== null;
      };
      new MutationObserver((_, obs) => {
        if (shown()) { obs.disconnect(); resolve(performance.now() - t0); }
      }).observe(document.body, { subtree: true, childList: true, attributes: true });
    });
  }, [square, move]);
}

/** Opens the game with b2 played (and one reply), reviews it, and returns b2's explanation. */
async function reviewBlunder(page: Page) {
  await open(page, '#' + OPENING + 'b2a1');
  await expect(page.locator('#app')).toHaveAttribute('data-worker', 'ready');
  await page.locator('#btn-analyse').click();
  const region = page.getByTestId('analysis');
  await expect(region).toHaveAttribute('aria-busy', 'false', { timeout: 90_000 });
  const why = region.locator('[data-testid="explanation"][data-move="b2"]');
  await expect(why).toBeVisible({ timeout: 20_000 });
  // Every listed mistake gets its explanation (the list is drawn again as each comes).
  const mistakes = await region.locator('[data-mistake-ply]').count();
  await expect(region.locator('#mistakes [data-testid="explanation"]')).toHaveCount(mistakes, { timeout: 20_000 });
  return why;
}

test("a reviewed game's blunder that gives a corner is explained with that corner", async ({ page }) => {
  const why = await reviewBlunder(page);
  await expect(why).toHaveAttribute('data-reasons', /(^| )corner:a1( |$)/);
  await expect(why).toHaveAttribute('data-reasons', / line:[a-h][1-8]/);
  await expect(why).toHaveAttribute('data-vs', /^[a-h][1-8]$/);
  await expect(why).toContainText('Your b2 (');
  await expect(why).toContainText('lets White take the corner a1 at once');
  await expect(why).toContainText('The best, ');
  await page.setViewportSize({ width: 1366, height: 768 });
  await why.scrollIntoViewIfNeeded();
  await shot(page, 'review-wide');
});

test("a 60-move game's review with every mistake explained, timed", async ({ page }) => {
  const game = 'f5d6c5b6b5f4a7c6e6b7c4a6a5f6c7a8d7e7f7c8g4a4g6g5h6h5d8h3h4g7e8f3b4g3h7e3h2d3f2b3e2g2d2c2h1f8g1c3a2a3f1e1b2c1d1g8b8a1h8b1';
  await open(page, '#' + game);
  await expect(page.locator('#app')).toHaveAttribute('data-worker', 'ready');
  await page.evaluate(() => {
    (window as any).__reviewMs = new Promise<number[]>(resolve => {
      const t0 = performance.now();
      let done = 0, busy = false;
      const region = document.querySelector('[data-testid="analysis"]')!;
      new MutationObserver((_, obs) => {
        busy ||= region.getAttribute('aria-busy') === 'true';
        if (busy && !done && region.getAttribute('aria-busy') === 'false') done = performance.now();
        const listed = region.querySelectorAll('[data-mistake-ply]').length;
        const explained = region.querySelectorAll('#mistakes [data-testid="explanation"]').length;
        if (done && listed > 0 && explained === listed) {
          obs.disconnect();
          resolve([done - t0, performance.now() - done, listed]);
        }
      }).observe(document.body, { subtree: true, childList: true, attributes: true });
    });
  });
  await page.locator('#btn-analyse').click();
  const [review, extra, listed] = await page.evaluate(() => (window as any).__reviewMs as Promise<number[]>);
  console.log(`review of 60 moves: ${Math.round(review)} ms; its ${listed} mistakes explained ${Math.round(extra)} ms later`);
  expect(listed).toBeGreaterThan(0);
  // The goal is 1 s more than the review alone; the bound leaves room for a loaded machine.
  expect(extra).toBeLessThan(5_000);
});

test('a move picked in the review is explained under the list', async ({ page }) => {
  await reviewBlunder(page);
  const region = page.getByTestId('analysis');
  const lost = region.locator('[data-ply]:not([data-loss="0"])').first();
  const ply = await lost.getAttribute('data-ply');
  const move = (await lost.textContent())!.split(' ')[1];
  await lost.click();
  const why = page.locator('#review-why');
  await expect(why).toBeVisible({ timeout: 20_000 });
  await expect(why).toHaveAttribute('data-move', move);
  await expect(why).toContainText(`Your ${move} (`);
  await expect(page.locator('#review-pos')).toHaveText(`Move ${ply} of 18`);
});

test('"Why?" on the analysis board explains a chosen move against the best', async ({ page }) => {
  await open(page, `#pos=${POSITION}`);
  await expect(page.locator('#game-screen')).toHaveAttribute('data-mode', 'study');
  // The board warms the explainer up while the player looks at it; the study goes on.
  await expect(page.locator('#app')).toHaveAttribute('data-explainer', 'ready', { timeout: 20_000 });
  await page.locator('#btn-why').click();
  await expect(page.locator('#btn-why')).toHaveAttribute('aria-pressed', 'true');
  await timeExplanation(page, 'b2', 'b2');
  await cell(page, 'b2').click();
  await expect(cell(page, 'b2')).toHaveAttribute('aria-label', /empty/);
  const why = explanation(page, 'b2');
  await expect(why).toBeVisible({ timeout: 20_000 });
  const ms = await page.evaluate(() => (window as any).__whyMs as Promise<number>);
  console.log(`"Why?" to the explanation on screen: ${Math.round(ms)} ms (the study running)`);
  await expect(why).toHaveAttribute('data-reasons', /(^| )corner:a1( |$)/);
  await expect(why).toContainText('The line: ');
  // The study goes on after it.
  await expect(page.getByTestId('analysis-best')).toHaveText(/^[a-h][1-8] [+-]\d+$/, { timeout: 20_000 });
});

test('"Compare" explains one chosen move against another', async ({ page }) => {
  await open(page, `#pos=${POSITION}`);
  await page.locator('#btn-compare').click();
  await expect(page.locator('#btn-compare')).toHaveAttribute('aria-pressed', 'true');
  await expect(page.locator('#compare-help')).toBeVisible();
  const other = (await legalSquares(page)).find(sq => sq !== 'b2')!;
  await cell(page, 'b2').click();
  await expect(page.locator('#announce')).toContainText('b2 chosen');
  await cell(page, other).click();
  const why = explanation(page, 'b2');
  await expect(why).toBeVisible({ timeout: 20_000 });
  await expect(why).toHaveAttribute('data-vs', other);
  await expect(why).toHaveAttribute('data-reasons', /(^| )line:[a-h][1-8]/);
  await expect(why).toContainText('Your b2 (');
  await expect(why).not.toContainText('The best', { timeout: 1_000 });
  await expect(page.locator('#btn-compare')).toHaveAttribute('aria-pressed', 'false');
  await expect(cell(page, 'b2')).toHaveAttribute('aria-label', /empty/);
  await page.setViewportSize({ width: 1366, height: 768 });
  await why.scrollIntoViewIfNeeded();
  await page.screenshot({ path: '/tmp/shots-why/compare-wide.png' });
});

test("the explanation's line is stepped through on the board, its key move marked", async ({ page }) => {
  await open(page, `#pos=${KEYED}&why=g8`);
  const why = explanation(page, 'g8');
  await expect(why).toBeVisible({ timeout: 20_000 });
  const reasons = (await why.getAttribute('data-reasons'))!;
  const line = reasons.split(' ').find(t => t.startsWith('line:'))!.slice(5).split(',');
  // The key move is the one in brackets in the line's words.
  const words = (await why.locator('.why-line').textContent())!.split(': ')[1].split(' ');
  const key = words.findIndex(w => w.startsWith('['));
  expect(key).toBeGreaterThanOrEqual(0);
  const step = page.getByTestId('why-step');
  await expect(step).toHaveAttribute('data-step', 'start');
  const forward = page.locator('#btn-line-forward');
  await forward.click();
  await expect(step).toHaveAttribute('data-step', '0');
  await expect(cell(page, 'g8')).toHaveAttribute('aria-label', /black/);
  for (let k = 1; k <= key + 1; k++) {
    await forward.click();
    await expect(step).toHaveAttribute('data-step', String(k));
  }
  await expect(step).toHaveAttribute('data-step', String(key + 1));
  await expect(step).toHaveAttribute('data-key', 'true');
  await expect(step).toContainText('the key move');
  if (line[key] !== 'pa') {
    await expect(step).toContainText(`${line[key]}, the key move`);
    await expect(cell(page, line[key])).not.toHaveAttribute('aria-label', /empty/);
  }
  await page.setViewportSize({ width: 1366, height: 768 });
  await page.screenshot({ path: '/tmp/shots-why/steps-wide.png' });
  for (let k = 0; k <= key + 1; k++) await page.locator('#btn-line-back').click();
  await expect(step).toHaveAttribute('data-step', 'start');
  await expect(cell(page, 'g8')).toHaveAttribute('aria-label', /empty/);
});

test('a #pos= link with &why=SQ opens the board with that move explained', async ({ page }) => {
  await open(page, `#pos=${POSITION}&why=b2`);
  const why = explanation(page, 'b2');
  await expect(why).toBeVisible({ timeout: 20_000 });
  await expect(why).toHaveAttribute('data-reasons', /xsquare:b2/);
  await page.setViewportSize({ width: 1366, height: 768 });
  await shot(page, 'study-wide');
});

test('a wrong puzzle answer is explained against the solution', async ({ page }) => {
  const lines = fs.readFileSync('www/data/puzzles.txt', 'utf8').split('\n');
  const line = lines.find(l => l && !l.startsWith('#'))!;
  const fields = line.split(' ');
  const values = [...fields[7].split('>')[0].matchAll(/([a-h][1-8])([+-]\d+)/g)];
  const best = values.reduce((a, b) => (Number(b[2]) > Number(a[2]) ? b : a))[1];
  const wrong = values.find(v => v[1] !== best)![1];
  await open(page, `#puzzle=${fields[0]}`);
  await expect(page.getByTestId('puzzle-prompt')).toContainText('to move');
  await cell(page, wrong).click();
  await expect(page.getByTestId('puzzle-result')).toHaveAttribute('data-result', 'wrong');
  const why = page.locator('#drill-why');
  await expect(why).toBeVisible({ timeout: 20_000 });
  await expect(why).toHaveAttribute('data-move', wrong);
  await expect(why).toHaveAttribute('data-vs', best);
  await expect(why).toContainText(`Your ${wrong} (`);
  await page.getByRole('button', { name: 'Retry' }).click();
  await expect(why).toBeHidden();
});

for (const [locale, lang, words] of [
  ['fr-FR', 'fr', 'laisse Blanc prendre le coin a1'],
  ['ja-JP', 'ja', '白にすぐ隅 a1 を取らせます'],
]) {
  test.describe(`a browser set to ${locale}`, () => {
    test.use({ locale });

    test('gets the explanation in its language', async ({ page }) => {
      await open(page, `#pos=${POSITION}&why=b2`);
      await expect(page.locator('html')).toHaveAttribute('lang', lang);
      const why = explanation(page, 'b2');
      await expect(why).toContainText(words, { timeout: 20_000 });
      await expect(why).toHaveAttribute('data-reasons', /corner:a1/);
      await page.setViewportSize({ width: 1366, height: 768 });
      await shot(page, `study-${lang}-wide`);
    });
  });
}

test.describe('a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('shows an explained mistake of the review under its move', async ({ page }) => {
    const why = await reviewBlunder(page);
    await expect(why).toHaveAttribute('data-reasons', /corner:a1/);
    await why.scrollIntoViewIfNeeded();
    await shot(page, 'review-narrow');
  });

  test('compares two moves by touch', async ({ page }) => {
    await open(page, `#pos=${POSITION}`);
    await page.locator('#btn-compare').tap();
    const other = (await legalSquares(page)).find(sq => sq !== 'b2')!;
    await cell(page, 'b2').tap();
    await cell(page, other).tap();
    const why = explanation(page, 'b2');
    await expect(why).toHaveAttribute('data-vs', other, { timeout: 20_000 });
    await why.scrollIntoViewIfNeeded();
    await page.screenshot({ path: '/tmp/shots-why/compare-narrow.png' });
  });

  test.describe('in Japanese', () => {
    test.use({ locale: 'ja-JP' });

    test('shows the analysis board explanation and its line stepped', async ({ page }) => {
      await open(page, `#pos=${POSITION}&why=b2`);
      let why = explanation(page, 'b2');
      await expect(why).toContainText('X打ち', { timeout: 20_000 });
      await why.scrollIntoViewIfNeeded();
      await shot(page, 'study-ja-narrow');
      await page.goto(`/#pos=${KEYED}&why=g8`);
      await page.reload();
      why = explanation(page, 'g8');
      await expect(why).toBeVisible({ timeout: 20_000 });
      const words = (await why.locator('.why-line').textContent())!.split('：')[1].split(' ');
      const key = words.findIndex(w => w.startsWith('['));
      for (let k = 0; k <= key + 1; k++) {
        await page.locator('#btn-line-forward').tap();
        await expect(page.getByTestId('why-step')).toHaveAttribute('data-step', String(k));
      }
      await expect(page.getByTestId('why-step')).toHaveAttribute('data-key', 'true');
      await page.screenshot({ path: '/tmp/shots-why/steps-ja-narrow.png', fullPage: true });
    });
  });
});

/**
 * Follows the first term under b2's explanation on the analysis board: the rules page opens at
 * that glossary entry, in view and focused, and Back returns to the board and its explanation.
 * Returns the entry.
 */
async function followTerm(page: Page, name: RegExp, tap = false) {
  await open(page, `#pos=${POSITION}&why=b2`);
  const why = explanation(page, 'b2');
  await expect(why).toBeVisible({ timeout: 20_000 });
  const link = why.locator('.why-terms a').filter({ hasText: name });
  await expect(link).toBeVisible();
  const term = (await link.getAttribute('data-glossary'))!;
  await (tap ? link.tap() : link.click());
  const entry = page.locator(`#${term}`);
  await expect(page.locator('#howto-screen')).toBeVisible();
  await expect(entry).toHaveAttribute('data-testid', 'glossary-entry');
  await expect(entry).toBeInViewport();
  await expect(entry).toBeFocused();
  await expect(page).not.toHaveURL(/#glossary/);
  return entry;
}

test("an explanation's term opens its glossary entry on the rules page, and Back returns", async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 768 });
  const entry = await followTerm(page, /^X-square$/);
  await expect(entry).toContainText('diagonally next to a corner');
  await expect(page.getByTestId('glossary-entry')).toHaveCount(11);
  fs.mkdirSync('/tmp/shots-glossary', { recursive: true });
  await page.screenshot({ path: '/tmp/shots-glossary/glossary-wide.png' });
  await page.locator('#howto-screen button.back').click();
  await expect(explanation(page, 'b2')).toBeVisible();
  await page.screenshot({ path: '/tmp/shots-glossary/terms-wide.png' });
});

test.describe('a browser set to French', () => {
  test.use({ locale: 'fr-FR' });

  test("follows an explanation's term to its entry in French", async ({ page }) => {
    const entry = await followTerm(page, /^Case X$/);
    await expect(entry.locator('dt')).toHaveText('Case X');
    await expect(entry).toContainText('en diagonale');
  });
});

test.describe('a phone following a term', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('sees the glossary entry', async ({ page }) => {
    const entry = await followTerm(page, /^X-square$/, true);
    await expect(entry).toBeVisible();
    fs.mkdirSync('/tmp/shots-glossary', { recursive: true });
    await page.screenshot({ path: '/tmp/shots-glossary/glossary-narrow.png' });
    await page.locator('#howto-screen button.back').tap();
    await explanation(page, 'b2').scrollIntoViewIfNeeded();
    await page.screenshot({ path: '/tmp/shots-glossary/terms-narrow.png' });
  });
});

/**
 * A move of Black's after f5 and White's book reply that loses far more than the trainer's margin
 * of 2 discs, with the book's best (`ethello explain f5d6 c6 --depth 10`: -8 against c4; f5f6 f7:
 * -25 against e6; f5f4 c3: -25 against e3).
 */
const BAD_ANSWER: Record<string, string> = { d6: 'c6', f6: 'f7', f4: 'c3' };

test("the opening trainer's stopped line explains the move against the book's best", async ({ page }) => {
  await open(page);
  await page.locator('#btn-train').click();
  await expect(page.locator('#train-screen')).toBeVisible();
  await page.locator('#line-color').selectOption('black');
  await page.locator('#btn-line').click();
  await expect(page.locator('#drill')).toBeVisible();
  await expect(cell(page, 'f5')).toHaveClass(/legal/, { timeout: 20_000 });
  await cell(page, 'f5').click();
  const replies = Object.keys(BAD_ANSWER).map(sq => cell(page, sq));
  await expect(page.locator('#grid [data-square="d6"][aria-label*="white"], #grid [data-square="f6"][aria-label*="white"], #grid [data-square="f4"][aria-label*="white"]'))
    .toHaveCount(1, { timeout: 20_000 });
  let reply = '';
  for (const [i, sq] of Object.keys(BAD_ANSWER).entries()) {
    if (/white/.test((await replies[i].getAttribute('aria-label')) ?? '')) reply = sq;
  }
  const bad = BAD_ANSWER[reply];
  await expect(cell(page, bad)).toHaveClass(/legal/, { timeout: 20_000 });
  await cell(page, bad).click();
  const why = page.locator('#drill-why');
  await expect(why).toBeVisible({ timeout: 30_000 });
  await expect(why).toHaveAttribute('data-move', bad);
  await expect(why).toHaveAttribute('data-vs', /^[a-h][1-8]$/);
  expect(await why.getAttribute('data-vs')).not.toBe(bad);
  await expect(why).toContainText(`Your ${bad} (`);
  await expect(page.getByTestId('puzzle-result')).toContainText(`${bad} (`);
  await page.setViewportSize({ width: 1366, height: 768 });
  await why.scrollIntoViewIfNeeded();
  await page.screenshot({ path: '/tmp/shots-overlays/opening-why-wide.png' });
});
