// The Privacy Policy a new site starts with (src/domain/legal.rs, English and Spanish) names each
// thing an inquiry's source holds (./visit-source), where the browser keeps it, for how long, and
// that it is no cookie: a field added to the source without a word in the policy fails here.

/// <reference types="node" />
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { rememberVisitStart } from '@/lib/visit-start';
import { visitSource, type VisitSource } from './visit-source';

// Outside the UI's folder, so read from disk rather than imported (Vite serves ui/ only).
const legal = readFileSync(resolve(__dirname, '../../../../src/domain/legal.rs'), 'utf8');

/** The Rust string constant `name`, its line continuations joined. */
function policy(name: string): string {
  const start = legal.indexOf(`pub const ${name}: &str = "`);
  const body = legal.slice(start, legal.indexOf('";', start));
  return body.replace(/\\\n/g, '');
}

const SAYS: Record<keyof VisitSource, { en: string; es: string }> = {
  landingPage: { en: 'the first page you opened', es: 'la primera página que abriste' },
  referrer: { en: 'the website that linked to it', es: 'el sitio web que te llevó a ella' },
  utmSource: { en: '`utm_source`', es: '`utm_source`' },
  utmMedium: { en: '`utm_medium`', es: '`utm_medium`' },
  utmCampaign: { en: '`utm_campaign`', es: '`utm_campaign`' },
  device: { en: 'a phone, a tablet or a computer', es: 'un teléfono, una tableta o una computadora' },
};

describe('the privacy policy on where a visit came from', () => {
  it('names every field an inquiry says of the visit, and only those', () => {
    rememberVisitStart();
    expect(Object.keys(visitSource()!).sort()).toEqual(Object.keys(SAYS).sort());
    for (const [field, says] of Object.entries(SAYS)) {
      expect(policy('PRIVACY'), field).toContain(says.en);
      expect(policy('PRIVACY_ES'), field).toContain(says.es);
    }
  });

  it('says where it is kept, for how long, that it is no cookie, and when it is sent', () => {
    const en = policy('PRIVACY');
    for (const words of ["this tab's session storage", 'erased when you close the tab', '**not a cookie**', 'unless you send the contact form']) {
      expect(en).toContain(words);
    }
    const es = policy('PRIVACY_ES');
    for (const words of ['almacenamiento de sesión de esta pestaña', 'se borra al cerrarla', '**no es una cookie**', 'salvo que envíes el formulario']) {
      expect(es).toContain(words);
    }
  });
});
