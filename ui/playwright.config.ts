import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { defineConfig } from '@playwright/test';

// Browser tests run against the real binary (UI embedded) on a fresh database,
// in Debian's Chromium: no browser is ever downloaded.
const port = Number(process.env.E2E_PORT ?? 18080);
const baseURL = `http://127.0.0.1:${port}`;
const bin = process.env.AGENCY_BIN ?? '../target/debug/agency-site';
// Workers load this file too and inherit the main process's environment: `??=` keeps them all on
// the one database the web server and the global setup use.
process.env.E2E_DB ??= join(mkdtempSync(join(tmpdir(), 'agency-e2e-')), 'e2e.db');
process.env.AGENCY_BIN ??= bin;
const db = process.env.E2E_DB;
// Backups are on, as on a real server (admin-backups.spec.ts takes and downloads one).
const backups = join(dirname(db), 'backups');

// Debian's Chromium, as the README's machine has it.
const CHROMIUM = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
};
const SITE_CONTENT_SPECS = [
  '**/site-content.spec.ts',
  '**/admin-site-content.spec.ts',
  '**/admin-conflicts-site-content.spec.ts',
  '**/admin-history-site-content.spec.ts',
  '**/admin-translations.spec.ts',
  '**/admin-translations-articles.spec.ts',
];

export default defineConfig({
  testDir: './e2e',
  globalSetup: './e2e/global-setup.ts',
  fullyParallel: false,
  forbidOnly: !!process.env.CI,
  retries: 0,
  workers: 2,
  reporter: [['list']],
  timeout: 30_000,
  use: {
    baseURL,
    headless: true,
    trace: 'retain-on-failure',
    // Headless Chromium names itself HeadlessChrome, which the site does not count as a visitor
    // (scripts browse that way, people do not): the tests browse as a desktop Chrome.
    userAgent: 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
  },
  projects: [
    {
      name: 'chromium',
      // The specs that change the site's own words run last, one at a time (below): the others
      // read those words, and would meet them changed halfway.
      testIgnore: SITE_CONTENT_SPECS,
      use: { browserName: 'chromium', launchOptions: CHROMIUM },
    },
    {
      name: 'site-content',
      testMatch: SITE_CONTENT_SPECS,
      dependencies: ['chromium'],
      workers: 1,
      use: { browserName: 'chromium', launchOptions: CHROMIUM },
    },
  ],
  webServer: {
    // Browser suites send many forms from one address: the limits are tested in tests/api.
    command: `${bin} --db ${db} serve --listen 127.0.0.1:${port} --rate-limits off --backup-dir ${backups}`,
    url: `${baseURL}/api/health`,
    reuseExistingServer: false,
    timeout: 60_000,
    stdout: 'pipe',
    stderr: 'pipe',
  },
});
