import { describe, expect, it } from 'vitest';
import { validateLogin, validateRegister } from './validation';

const goodRegister = { username: 'ana', password: 'secret1', confirmPassword: 'secret1', registrationKey: 'k' };

describe('login validation', () => {
  it('accepts a 3-character username and a 6-character password', () => {
    expect(validateLogin({ username: 'ana', password: 'secret' })).toEqual({});
  });

  it('names both short fields with the messages of docs/PRODUCT.md §5', () => {
    expect(validateLogin({ username: 'an', password: '12345' })).toEqual({
      username: 'Username must be at least 3 characters',
      password: 'Password must be at least 6 characters',
    });
  });
});

describe('registration validation', () => {
  it('accepts a complete form', () => {
    expect(validateRegister(goodRegister)).toEqual({});
  });

  it.each([
    [{ confirmPassword: 'short' }, 'confirmPassword', 'Confirm password must be at least 6 characters'],
    [{ confirmPassword: 'secret2' }, 'confirmPassword', 'Passwords do not match'],
    [{ registrationKey: '   ' }, 'registrationKey', 'Registration key is required'],
    [{ username: 'ab' }, 'username', 'Username must be at least 3 characters'],
  ])('rejects %o on %s', (change, field, message) => {
    expect(validateRegister({ ...goodRegister, ...change })).toEqual({ [field]: message });
  });
});
