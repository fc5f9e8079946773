import { describe, expect, it } from 'vitest';
import { mailto } from './mailto';

describe('mailto', () => {
  it('keeps a plain address readable and encodes the subject', () => {
    expect(mailto('lead@x.co')).toBe('mailto:lead@x.co');
    expect(mailto('lead@x.co', 'Re: Hi & bye')).toBe('mailto:lead@x.co?subject=Re%3A%20Hi%20%26%20bye');
  });

  it('never lets an address add headers to the link', () => {
    const link = mailto('lead@x.co?bcc=spy%40evil.example', 'Re: x');
    expect(link.split('?')).toHaveLength(2);
    expect(link).not.toContain('bcc=');
    expect(decodeURIComponent(link.slice('mailto:'.length, link.indexOf('?')))).toBe('lead@x.co?bcc=spy%40evil.example');
  });
});
