// Runs once, after the web server is up: creates the super admin through the real CLI (the first
// account ever is the super admin) and hands its credentials and the registration key to the tests.

import { execFileSync } from 'node:child_process';
import { SUPER_ADMIN } from './support';

export default function globalSetup() {
  const bin = process.env.AGENCY_BIN;
  const db = process.env.E2E_DB;
  if (!bin || !db) throw new Error('playwright.config.ts sets AGENCY_BIN and E2E_DB');
  const out = execFileSync(bin, ['--db', db, 'create-admin', '--username', SUPER_ADMIN.username, '--password-stdin'], {
    input: SUPER_ADMIN.password,
    encoding: 'utf8',
  });
  const key = /registration key: (\S+)/.exec(out)?.[1];
  if (!key) throw new Error(`create-admin printed no registration key:\n${out}`);
  process.env.E2E_REGISTRATION_KEY = key;
}
