// The account screen's checks before anything is sent, with the server's own messages where it
// has one, and the small text rules of two-factor setup.

import { MIN_LENGTH } from '@/config/constants';
import type { FieldErrors } from '@/lib/use-checked-form';

export interface PasswordChangeValues {
  currentPassword: string;
  newPassword: string;
  repeatPassword: string;
}

export function validatePasswordChange(v: PasswordChangeValues): FieldErrors<keyof PasswordChangeValues> {
  const errors: FieldErrors<keyof PasswordChangeValues> = {};
  if (!v.currentPassword) errors.currentPassword = 'Enter your current password';
  if (v.newPassword.length < MIN_LENGTH.password) {
    errors.newPassword = `Password must be at least ${MIN_LENGTH.password} characters`;
  }
  if (!v.repeatPassword) errors.repeatPassword = 'Repeat the new password';
  else if (v.repeatPassword !== v.newPassword) errors.repeatPassword = 'Passwords do not match';
  return errors;
}

/** An authenticator code as typed ("123 456" too), without its spaces. */
export function compactCode(code: string): string {
  return code.replace(/\s+/g, '');
}

/** Whether `code` is six digits, once spaces are dropped. */
export function isSixDigitCode(code: string): boolean {
  return /^\d{6}$/.test(compactCode(code));
}

/** A base32 secret in groups of four, as people read and type it: "JBSW Y3DP EHPK 3PXP". */
export function groupSecret(secret: string): string {
  return secret.match(/.{1,4}/g)?.join(' ') ?? '';
}

/** The text file of the recovery codes: what they are, then one a line. */
export function recoveryCodesText(username: string, codes: readonly string[]): string {
  return [
    `Recovery codes for ${username}`,
    'Each code signs you in once in place of a code from your authenticator app.',
    '',
    ...codes,
    '',
  ].join('\n');
}
