import { describe, expect, it } from 'vitest';
import { isValidEmail } from '@/lib/field-rules';
import { validateContact } from './validation';

const valid = { name: 'Ana', email: 'ana@example.com', subject: 'Reels', message: 'We need more bookings.' };

describe('contact form rules', () => {
  it('accepts a complete message', () => {
    expect(validateContact(valid)).toEqual({});
  });

  it.each([
    ['name', 'A', 'Name must be at least 2 characters'],
    ['name', '  A  ', 'Name must be at least 2 characters'],
    ['email', 'ana@', 'Please enter a valid email address'],
    ['email', 'ana.example.com', 'Please enter a valid email address'],
    ['email', 'ana@example', 'Please enter a valid email address'],
    ['subject', 'Hey', 'Subject must be at least 4 characters'],
    ['message', 'Too short', 'Message must be at least 10 characters'],
    ['name', 'N'.repeat(101), 'Name must be at most 100 characters'],
    ['subject', 'S'.repeat(201), 'Subject must be at most 200 characters'],
    ['message', 'M'.repeat(5001), 'Message must be at most 5000 characters'],
    ['subject', 'Hello\u0007there', 'Subject contains characters that are not allowed'],
    ['email', 'lead@x.co?bcc=spy%40evil.example', 'Please enter a valid email address'],
    ['email', 'a&b@x.co', 'Please enter a valid email address'],
    ['email', 'ana@ex_ample.com', 'Please enter a valid email address'],
  ] as const)('a %s of %j is refused with the spec message', (field, value, message) => {
    expect(validateContact({ ...valid, [field]: value })).toEqual({ [field]: message });
  });

  it('reports every invalid field at once', () => {
    const errors = validateContact({ name: '', email: '', subject: '', message: '' });
    expect(errors).toEqual({
      name: 'Name must be at least 2 characters',
      email: 'Please enter a valid email address',
      subject: 'Subject must be at least 4 characters',
      message: 'Message must be at least 10 characters',
    });
  });

  it('accepts the minimum lengths exactly', () => {
    expect(validateContact({ name: 'Al', email: 'a@b.co', subject: 'Help', message: '0123456789' })).toEqual({});
  });

  it('counts characters as the server does, not UTF-16 units', () => {
    expect(validateContact({ ...valid, name: '😀'.repeat(100) })).toEqual({});
  });

  it.each(['first.last@sub.example.com', 'x+tag@example.co.uk', ' ana@example.com ', "o'brien@café.example"])('%j is an e-mail address', (email) => {
    expect(isValidEmail(email)).toBe(true);
  });
});
