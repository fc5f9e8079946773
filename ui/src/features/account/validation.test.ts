import { describe, expect, it } from 'vitest';
import { compactCode, groupSecret, isSixDigitCode, recoveryCodesText, validatePasswordChange } from './validation';

const good = { currentPassword: 'old-password', newPassword: 'new-password', repeatPassword: 'new-password' };

describe('validatePasswordChange', () => {
  it('accepts a filled form whose new password is repeated', () => {
    expect(validatePasswordChange(good)).toEqual({});
  });

  it.each([
    ['an empty current password', { currentPassword: '' }, { currentPassword: 'Enter your current password' }],
    ['a short new password', { newPassword: '12345', repeatPassword: '12345' }, { newPassword: 'Password must be at least 6 characters' }],
    ['an empty repeat', { repeatPassword: '' }, { repeatPassword: 'Repeat the new password' }],
    ['a different repeat', { repeatPassword: 'new-passw0rd' }, { repeatPassword: 'Passwords do not match' }],
  ])('names %s', (_case, change, errors) => {
    expect(validatePasswordChange({ ...good, ...change })).toEqual(errors);
  });
});

describe('two-factor text rules', () => {
  it.each([
    ['123456', true],
    ['123 456', true],
    ['12345', false],
    ['1234567', false],
    ['ABCDE-FGHJK', false],
  ])('%s is a six-digit code: %s', (code, expected) => {
    expect(isSixDigitCode(code)).toBe(expected);
  });

  it('drops the spaces of a typed code', () => {
    expect(compactCode(' 123 456 ')).toBe('123456');
  });

  it('groups a secret in fours', () => {
    expect(groupSecret('JBSWY3DPEHPK3PXPAB')).toBe('JBSW Y3DP EHPK 3PXP AB');
    expect(groupSecret('')).toBe('');
  });

  it('writes the recovery codes one a line under a heading', () => {
    expect(recoveryCodesText('ana', ['AAAAA-BBBBB', 'CCCCC-DDDDD']).split('\n')).toEqual([
      'Recovery codes for ana',
      'Each code signs you in once in place of a code from your authenticator app.',
      '',
      'AAAAA-BBBBB',
      'CCCCC-DDDDD',
      '',
    ]);
  });
});
