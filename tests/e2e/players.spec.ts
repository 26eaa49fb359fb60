// The explorer's player page: opened from the player filter's choice (by keyboard here, by a tap on
// a phone), his results by year (the 1990 row is his five games of that year, as
// `ethello archive games --player "nicolet stephane" --years 1990-1990` lists them), his openings as
// each colour, his games in the list below, a head to head typed by name, and the page closed.
import { test, expect, Page } from '@playwright/test';
import { open } from './helpers';

const SHOTS = '/tmp/shots-players';

/** Chooses Nicolet as the player filter and opens his page with the filter's button. */
async function nicoletsPage(page: Page, tap: boolean) {
  await open(page, '#explore');
  await expect(page.locator('[data-testid="explorer-move"][data-move="f5"]'))
    .toHaveAttribute('data-games', '122711', { timeout: 60_000 });
  await page.getByTestId('explorer-player').fill('nicolet st');
  const name = page.locator('#explore-suggestions button', { hasText: 'Nicolet Stephane' });
  await (tap ? name.tap() : name.click());
  const button = page.getByTestId('explorer-profile');
  await expect(button).toHaveText("Player's page");
  if (tap) {
    await button.tap();
  } else {
    await button.focus();
    await page.keyboard.press('Enter');
  }
  const profile = page.getByTestId('player-page');
  await expect(profile).toBeVisible();
  await expect(profile.getByRole('heading', { name: 'Nicolet Stephane' })).toBeVisible();
  return profile;
}

/** A row's numbers: games, wins, draws, losses. */
async function counts(row: ReturnType<Page['locator']>) {
  const read = (name: string) => row.getAttribute(name).then(Number);
  return [await read('data-games'), await read('data-wins'), await read('data-draws'), await read('data-losses')];
}

test('a player\'s page: his years, his openings as each colour, his games and a head to head', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 768 });
  const profile = await nicoletsPage(page, false);
  const years = profile.getByTestId('player-year');
  const y1990 = years.and(page.locator('[data-name="1990"]'));
  await expect(y1990).toHaveAttribute('data-games', '5', { timeout: 30_000 });
  expect(await counts(y1990)).toEqual([5, 1, 0, 4]);
  await expect(y1990).toHaveAttribute('data-avg', '-22.4');
  const all = years.last();
  await expect(all).toHaveAttribute('data-name', 'All years');
  await expect(all).toHaveAttribute('data-games', '2444');
  const [games, wins, draws, losses] = await counts(all);
  expect(wins + draws + losses).toBe(games);
  const perYear = await years.evaluateAll(rows => rows.slice(0, -1).map(r => Number(r.getAttribute('data-games'))));
  expect(perYear.reduce((a, b) => a + b, 0)).toBe(2444);
  for (const colour of ['black', 'white']) {
    const openings = page.locator(`#explore-profile-${colour} [data-testid="player-opening"]`);
    await expect(openings).toHaveCount(10);
    const played = await openings.evaluateAll(rows => rows.map(r => Number(r.getAttribute('data-games'))));
    expect(played).toEqual([...played].sort((a, b) => b - a));
    expect(played[0]).toBeGreaterThan(20);
  }
  // His games are the list's: the filter is set to him.
  await expect(page.locator('#explore-status')).toHaveText('2444 games');
  await expect(page.getByTestId('explorer-game').first()).toContainText('Nicolet');
  await page.screenshot({ path: `${SHOTS}/player-desktop.png`, fullPage: true });
  await expect(page.locator('#explore-against-table')).toBeHidden();
  await page.getByTestId('player-opponent').fill('tamenori');
  await page.locator('#explore-opponents button', { hasText: 'Tamenori Hideshi' }).click();
  // 19 games (`ethello archive games --player "tamenori hideshi"`, every page, Nicolet's games): he
  // won 5, drew 1 and lost 13, by 6.7 discs on average.
  const against = page.getByTestId('player-against');
  await expect(against).toHaveAttribute('data-name', 'Tamenori Hideshi');
  await expect(against).toHaveAttribute('data-games', '19');
  expect(await counts(against)).toEqual([19, 5, 1, 13]);
  await expect(against).toHaveAttribute('data-avg', '-6.7');
  await expect(page.locator('#explore-against-table')).toBeVisible();
  await profile.scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${SHOTS}/player-h2h-desktop.png`, fullPage: true });
  await page.getByRole('button', { name: 'Close the player\'s page' }).click();
  await expect(profile).toBeHidden();
  await expect(page.locator('#explore-status')).toHaveText('2444 games');
});

test('a player\'s name in the games list opens his page, by keyboard', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 768 });
  await open(page, '#explore=f5d6');
  await expect(page.locator('[data-testid="explorer-move"][data-move="c3"]'))
    .toHaveAttribute('data-games', '41523', { timeout: 60_000 });
  const first = page.getByTestId('explorer-game').first();
  const white = first.locator('button[data-pick]').last();
  const name = (await white.getAttribute('data-name'))!;
  await expect(white).toHaveText(name);
  await white.focus();
  await page.keyboard.press('Enter');
  const profile = page.getByTestId('player-page');
  await expect(profile.getByRole('heading', { name })).toBeFocused();
  await expect(page.getByTestId('explorer-player')).toHaveValue(name);
  await expect(profile.getByTestId('player-year').last()).toHaveAttribute('data-name', 'All years', { timeout: 30_000 });
  // The head to head's table stays hidden until an opponent is chosen.
  await expect(page.locator('#explore-against-table')).toBeHidden();
  await page.screenshot({ path: `${SHOTS}/player-from-name-desktop.png`, fullPage: true });
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('the player page fits and is opened by a tap', async ({ page }) => {
    const profile = await nicoletsPage(page, true);
    await expect(profile.getByTestId('player-year').last()).toHaveAttribute('data-games', '2444', { timeout: 30_000 });
    await expect(page.locator('#explore-profile-white [data-testid="player-opening"]')).toHaveCount(10);
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(390);
    await profile.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SHOTS}/player-phone.png` });
    await page.screenshot({ path: `${SHOTS}/player-phone-full.png`, fullPage: true });
  });

  test('a player\'s name in the games list opens his page by a tap', async ({ page }) => {
    await open(page, '#explore=f5d6');
    await expect(page.locator('[data-testid="explorer-move"][data-move="c3"]'))
      .toHaveAttribute('data-games', '41523', { timeout: 60_000 });
    const black = page.getByTestId('explorer-game').first().locator('button[data-pick]').first();
    const name = (await black.getAttribute('data-name'))!;
    await black.tap();
    const profile = page.getByTestId('player-page');
    await expect(profile.getByRole('heading', { name })).toBeVisible();
    await expect(profile.getByTestId('player-year').last()).toHaveAttribute('data-name', 'All years', { timeout: 30_000 });
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(390);
    await page.screenshot({ path: `${SHOTS}/player-from-name-phone.png`, fullPage: true });
  });
});
