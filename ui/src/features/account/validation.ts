// The account screen's checks before anything is sent, with the server's own messages where it
// has one, and the small text rules of two-factor setup.

import { PasswordChangeInput } from '@/lib/api-rules';
import { checkSecret } from '@/lib/field-rules';
import { problems, type FieldErrors } from '@/lib/use-checked-form';

export interface PasswordChangeValues {
  currentPassword: string;
  newPassword: string;
  repeatPassword: string;
}

export function validatePasswordChange(v: PasswordChangeValues): FieldErrors<keyof PasswordChangeValues> {
  return problems({
    currentPassword: checkSecret(PasswordChangeInput.currentPassword, v.currentPassword),
    newPassword: checkSecret(PasswordChangeInput.newPassword, v.newPassword),
    // The repeated password is the form's own field.
    repeatPassword: !v.repeatPassword
      ? 'Repeat the new password'
      : v.repeatPassword !== v.newPassword
        ? 'Passwords do not match'
        : undefined,
  });
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
