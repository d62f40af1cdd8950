// docs/quality.md#b4-first-page-javascript: the initial JavaScript of the booking host's first page
// and of /menu, gzip. Loads each page in Chromium against the built server and adds up every script
// it fetched until the network was idle (lazy route chunks included: a fresh visit downloads them).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { startServer } from '../../apps/server/test/server-process';
import { CHROMIUM_ARGS, CHROMIUM_PATH, ensureChromium } from '../support/chromium';

const PAGES = [
  { name: 'booking /', host: 'booking.localhost', path: '/', budgetKb: 120 },
  {
    name: 'booking /padel-booking-show',
    host: 'booking.localhost',
    path: '/padel-booking-show',
    budgetKb: 120,
  },
  { name: 'app /menu', host: 'localhost', path: '/menu', budgetKb: 150 },
];

ensureChromium();
const dataDir = mkdtempSync(join(tmpdir(), 'padel-weight-'));
const server = await startServer({ DATA_DIR: dataDir, DATABASE_URL: '', SEED_DEMO: 'true' });
const port = new URL(server.url).port;
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
const rows: Record<string, string | number>[] = [];
try {
  for (const page of PAGES) {
    const context = await browser.newContext({ viewport: { width: 375, height: 812 } });
    const tab = await context.newPage();
    const scripts = new Map<string, Promise<Buffer>>();
    tab.on('response', (response) => {
      if (response.request().resourceType() === 'script') {
        scripts.set(response.url(), response.body());
      }
    });
    await tab.goto(`http://${page.host}:${port}${page.path}`, { waitUntil: 'networkidle' });
    const bodies = await Promise.all(scripts.values());
    const gzipKb =
      bodies.reduce((sum, body) => sum + gzipSync(body, { level: 9 }).length, 0) / 1024;
    rows.push({
      page: page.name,
      scripts: bodies.length,
      'gzip KB': Number(gzipKb.toFixed(1)),
      'budget KB': page.budgetKb,
      within: gzipKb <= page.budgetKb ? 'yes' : 'NO',
    });
    await context.close();
  }
} finally {
  await browser.close();
  await server.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
console.log('\nB4 initial JavaScript (gzip -9, fresh visit, 375 px)');
console.table(rows);
