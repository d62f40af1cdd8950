// docs/quality.md#b5-lighthouse: Lighthouse mobile performance and accessibility of booking `/` and
// `/menu`. Lighthouse is fetched on demand (npx, pinned; the last line that runs on Node 20) rather
// than installed with the project: it is large and only this measurement uses it.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startServer } from '../../apps/server/test/server-process';
import { CHROMIUM_ARGS, CHROMIUM_PATH, ensureChromium } from '../support/chromium';

const LIGHTHOUSE = 'lighthouse@12.8.2';
const PAGES = [
  { name: 'booking /', host: 'booking.localhost', path: '/' },
  { name: 'app /menu', host: 'localhost', path: '/menu' },
];

interface Report {
  categories: Record<string, { score: number }>;
  audits: Record<string, { displayValue?: string }>;
}

/** Set LIGHTHOUSE_REPORT_DIR to keep the full JSON reports for a closer look. */
const reportDir = process.env.LIGHTHOUSE_REPORT_DIR;

ensureChromium();
const dataDir = mkdtempSync(join(tmpdir(), 'padel-lighthouse-'));
const server = await startServer({ DATA_DIR: dataDir, DATABASE_URL: '', SEED_DEMO: 'true' });
const port = new URL(server.url).port;
const rows: Record<string, string | number>[] = [];
try {
  for (const page of PAGES) {
    const output = join(reportDir ?? dataDir, `${page.host}.json`);
    execFileSync(
      'npx',
      [
        '--yes',
        LIGHTHOUSE,
        `http://${page.host}:${port}${page.path}`,
        '--only-categories=performance,accessibility',
        '--output=json',
        `--output-path=${output}`,
        '--quiet',
        `--chrome-flags=${CHROMIUM_ARGS.join(' ')}`,
      ],
      {
        env: { ...process.env, CHROME_PATH: CHROMIUM_PATH },
        stdio: ['ignore', 'ignore', 'inherit'],
      },
    );
    const report = JSON.parse(readFileSync(output, 'utf8')) as Report;
    const score = (id: string) => Math.round((report.categories[id]?.score ?? 0) * 100);
    rows.push({
      page: page.name,
      performance: score('performance'),
      accessibility: score('accessibility'),
      FCP: report.audits['first-contentful-paint']?.displayValue ?? '',
      LCP: report.audits['largest-contentful-paint']?.displayValue ?? '',
      TBT: report.audits['total-blocking-time']?.displayValue ?? '',
      CLS: report.audits['cumulative-layout-shift']?.displayValue ?? '',
    });
  }
} finally {
  await server.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
console.log('\nB5 Lighthouse, mobile (targets: performance >= 95, accessibility 100)');
console.table(rows);
