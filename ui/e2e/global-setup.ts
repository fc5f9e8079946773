// Runs once, after the web server is up: creates the super admin through the real CLI (the first
// account ever is the super admin) whose credentials support.ts gives the tests.

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
  if (!/registration key: \S+/.test(out)) throw new Error(`create-admin printed no registration key:\n${out}`);
}
