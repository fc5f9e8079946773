import { describe, expect, it } from 'vitest';
import english from './catalogues/en';
import spanish from './catalogues/es';
import { formatDate, formatNumber } from './format';

const NOON_IN_MIAMI = '2026-03-12T16:00:00Z';

describe('dates', () => {
  it('are written as each catalogue writes them', () => {
    expect(formatDate(NOON_IN_MIAMI, english, 'America/New_York')).toBe('Mar 12, 2026');
    expect(formatDate(NOON_IN_MIAMI, spanish, 'America/New_York')).toBe('12 de marzo de 2026');
    expect(formatDate('2026-09-01T12:00:00Z', spanish, 'UTC')).toBe('1 de septiembre de 2026');
  });

  it('fall on the site’s clock: late evening in Miami is already tomorrow in UTC', () => {
    const evening = '2026-03-13T02:30:00Z';
    expect(formatDate(evening, spanish, 'America/New_York')).toBe('12 de marzo de 2026');
    expect(formatDate(evening, spanish, 'UTC')).toBe('13 de marzo de 2026');
  });

  it('fall on the browser’s clock when the site’s zone is one Intl does not know', () => {
    expect(formatDate(NOON_IN_MIAMI, spanish, 'Mars/Olympus_Mons')).toBe(formatDate(NOON_IN_MIAMI, spanish));
  });

  it('leave an unreadable value as it came', () => {
    expect(formatDate('not a date', spanish)).toBe('not a date');
  });
});

describe('numbers', () => {
  it.each([0, 7, 999, 1000, 1234, 12345, 1234567, -4200])('%i is written as Intl writes it in en-US and es-US', (value) => {
    expect(formatNumber(value, 'en-US')).toBe(new Intl.NumberFormat('en-US').format(value));
    expect(formatNumber(value, 'es-US')).toBe(new Intl.NumberFormat('es-US').format(value));
  });

  it('in Miami Spanish are grouped as in the US, and elsewhere as the locale groups them', () => {
    expect(formatNumber(1234567, 'es-US')).toBe('1,234,567');
    expect(formatNumber(1234567, 'es-ES')).toBe('1.234.567');
    expect(formatNumber(2.5, 'es-US')).toBe('2.5');
  });
});
