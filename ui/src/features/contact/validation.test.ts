import { describe, expect, it } from 'vitest';
import { setPageLanguage } from '@/i18n/page';
import { ContactInput } from '@/lib/api-rules';
import { isValidEmail } from '@/lib/field-rules';
import { contactRules, validateContact } from './validation';

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
  ] as const)('a %s of %j is refused with the message of docs/PRODUCT.md §5', (field, value, message) => {
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

  it("in English, says exactly what the server's declaration says (api-rules.ts)", () => {
    const rules = contactRules();
    for (const field of ['name', 'email', 'subject', 'message'] as const) {
      const { messages, ...limits } = rules[field];
      const { messages: declared, ...declaredLimits } = ContactInput[field];
      expect(messages, field).toEqual(declared);
      expect(limits, field).toEqual(declaredLimits);
    }
  });

  it("on a Spanish page, says it in Spanish, with the server's limits", async () => {
    await setPageLanguage('es', ['en', 'es']);
    expect(validateContact({ name: 'A', email: 'ana@', subject: 'Hey', message: 'M'.repeat(5001) })).toEqual({
      name: 'El nombre debe tener al menos 2 caracteres',
      email: 'Escribe un correo electrónico válido',
      subject: 'El asunto debe tener al menos 4 caracteres',
      message: 'El mensaje puede tener como máximo 5000 caracteres',
    });
    expect(validateContact({ ...valid, subject: 'Hola\u0007' })).toEqual({ subject: 'El asunto tiene caracteres que no se permiten' });
  });
});
