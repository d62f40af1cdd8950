import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';

export const CHROMIUM_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';

/** Flags that keep Chromium quiet on a machine without internet access. */
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** Installs Debian's chromium when it is missing and we may (root); otherwise says what to do. */
export function ensureChromium(): void {
  if (existsSync(CHROMIUM_PATH)) return;
  if (process.getuid?.() !== 0) {
    throw new Error(
      `Chromium is not installed at ${CHROMIUM_PATH}. Install Debian's "chromium" package ` +
        '(sudo apt-get install -y chromium) or set CHROME_PATH, then run the tests again.',
    );
  }
  console.log('Installing Debian chromium for the browser tests...');
  execSync('apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium', {
    stdio: 'inherit',
  });
}
