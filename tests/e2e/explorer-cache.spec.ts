// The explorer's warm start: the archive's worker keeps what it decoded in IndexedDB, so that the
// explorer opened again (after a reload, another day) reads it back instead of decoding the file;
// a damaged copy in IndexedDB costs nothing but the time of a plain read. And "My games" does not
// wait for the archive: its questions go to a worker that is not reading the file.
import { test, expect, Page } from '@playwright/test';
import { open, MIDGAME } from './helpers';

/** The archive's move row of `square`. */
function row(page: Page, square: string) {
  return page.locator(`[data-testid="explorer-move"][data-move="${square}"]`);
}

/** The byte length of the archive's copy kept in IndexedDB (0 when none is kept). */
async function kept(page: Page): Promise<number> {
  return page.evaluate(async () => {
    const known = await indexedDB.databases();
    if (!known.some((d) => d.name === 'ethello-archive')) return 0;
    return new Promise<number>((resolve) => {
      const open = indexedDB.open('ethello-archive');
      open.onerror = () => resolve(0);
      open.onsuccess = () => {
        const db = open.result;
        if (!db.objectStoreNames.contains('snapshots')) return (db.close(), resolve(0));
        const get = db.transaction('snapshots').objectStore('snapshots').get('archive');
        get.onsuccess = () => (db.close(), resolve(get.result?.length ?? 0));
        get.onerror = () => (db.close(), resolve(0));
      };
    });
  });
}

/** Replaces the kept copy with `bytes` bytes of garbage. */
async function damage(page: Page, bytes: number) {
  await page.evaluate((n) => new Promise<void>((resolve, reject) => {
    const open = indexedDB.open('ethello-archive');
    open.onsuccess = () => {
      const db = open.result;
      const tx = db.transaction('snapshots', 'readwrite');
      const garbage = new Uint8Array(n).map((_, i) => (i * 7919) & 255);
      tx.objectStore('snapshots').put(garbage, 'archive');
      tx.oncomplete = () => (db.close(), resolve());
      tx.onerror = () => reject(tx.error);
    };
  }), bytes);
}

/** The explorer opened from the title screen until the start's counts show: milliseconds. */
async function openExplorer(page: Page): Promise<number> {
  await open(page);
  await page.getByRole('button', { name: 'Opening explorer' }).click();
  const started = Date.now();
  await expect(row(page, 'f5')).toHaveAttribute('data-games', '122711', { timeout: 30_000 });
  return Date.now() - started;
}

test('the explorer opened again reads the archive kept in the browser, and a damaged copy loses nothing', async ({ page }) => {
  const cold = await openExplorer(page);
  // The copy is kept once the first questions are answered (24 MB: the moves and the index).
  await expect.poll(() => kept(page), { timeout: 30_000 }).toBeGreaterThan(20_000_000);
  const warm = await openExplorer(page);
  console.log(`explorer usable ${cold} ms after opening cold, ${warm} ms warm (the archive kept in IndexedDB)`);
  await expect(row(page, 'd6')).toHaveCount(0);
  await page.locator('#explore-board [data-square="f5"]').click();
  await expect(row(page, 'd6')).toHaveAttribute('data-games', '80007');
  // Garbage in its place, then a copy cut short: the file is read as if nothing were kept, and a
  // good copy replaces the bad one.
  for (const bytes of [1000, 12_000_000]) {
    await damage(page, bytes);
    await openExplorer(page);
    await page.locator('#explore-board [data-square="f5"]').click();
    await expect(row(page, 'd6')).toHaveAttribute('data-games', '80007');
    await expect.poll(() => kept(page), { timeout: 30_000 }).toBeGreaterThan(20_000_000);
  }
});

test('My games answers while the archive\'s file has not even come', async ({ page }) => {
  await page.addInitScript((line) => {
    if (!localStorage.getItem('ethello.games')) localStorage.setItem('ethello.games', line);
  }, `g1\t2026-11-29\tfriend\tblack\tAnn\tBob\t40\t${MIDGAME}`);
  let release: () => void = () => {};
  const held = new Promise<void>((r) => { release = r; });
  await page.route('**/data/archive.bin', async (route) => { await held; await route.continue(); });
  await open(page);
  await page.getByRole('button', { name: 'Opening explorer' }).click();
  await page.getByTestId('explorer-mine').click();
  const asked = Date.now();
  await expect(row(page, 'f5')).toHaveAttribute('data-games', '1');
  console.log(`My games answered ${Date.now() - asked} ms after the click, the archive's file held back`);
  release();
  await page.getByTestId('explorer-archive').click();
  await expect(row(page, 'f5')).toHaveAttribute('data-games', '122711', { timeout: 30_000 });
});
