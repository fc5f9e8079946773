import { describe, expect, it } from 'vitest';
import { validateNewUser } from './validation';

describe('Add User checks (docs/PRODUCT.md §5)', () => {
  it.each([
    ['', 'secret1', 'All fields are required.'],
    ['ana', '', 'All fields are required.'],
    ['an', 'secret1', 'Username must be at least 3 characters'],
    ['ana', '12345', 'Password must be at least 6 characters'],
    ['ana', 'secret', null],
  ])('%j / %j -> %j', (username, password, expected) => {
    expect(validateNewUser(username, password)).toBe(expected);
  });
});
