import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadConfig, type Config } from '../src/config';

/**
 * A fresh install's configuration, read as the server reads an environment that sets nothing but
 * a secret: tests of the limits replay attacks against the product's own defaults, not a copy of
 * them (testConfig raises them for every other suite).
 */
export const productDefaults: Config = loadConfig({
  JWT_SECRET: 'product-defaults-secret-product-defaults-secret',
  DATA_DIR: mkdtempSync(join(tmpdir(), 'padel-defaults-')),
});
