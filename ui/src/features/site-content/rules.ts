// The server's rules of the site content (src/domain/site_content.rs), checked before a section is
// sent: the same limits, the same messages and the same field keys (`stats.1.value`), so what the
// form says beside a field is what the server would have said. Lengths count characters after
// trimming, as the server does.

import type { SectionKey, SiteContent, SocialLink } from './types';

/** Messages by field key: `hero.subtitle`, `faq.items.0.answer`, `stats` (the list itself). */
export type FieldErrors = Record<string, string>;

export const LIMITS = {
  capabilities: 6,
  stats: 6,
  steps: 8,
  values: 6,
  questions: 20,
  links: 8,
} as const;

/** The networks a profile link can name, with the names people know them by. */
export const NETWORKS = [
  { value: 'instagram', label: 'Instagram' },
  { value: 'tiktok', label: 'TikTok' },
  { value: 'linkedin', label: 'LinkedIn' },
  { value: 'x', label: 'X' },
  { value: 'facebook', label: 'Facebook' },
  { value: 'youtube', label: 'YouTube' },
] as const;

export const STAT_MESSAGE = 'A stat is a short figure such as 100+ or 4.9★ (at most 12 characters)';
export const LINK_MESSAGE = 'A profile link must be a web address starting with https://';
export const NETWORK_TAKEN = 'Each network once: this one is already linked';

/** Control characters other than line breaks and tabs (Rust's `char::is_control`). */
const CONTROL = /[^\P{Cc}\n\r\t]/u;

const length = (value: string) => [...value].length;

/**
 * An address that can run no script: a path on this site, or http(s) with a host. The server's
 * `fields::is_safe_url`.
 */
export function isSafeUrl(value: string): boolean {
  if (/[\s\p{Cc}"<>]/u.test(value)) return false;
  const sitePath = value.startsWith('/') && !value.startsWith('//') && !value.startsWith('/\\');
  const web = ['https://', 'http://'].some((scheme) => {
    const rest = value.slice(scheme.length);
    return value.slice(0, scheme.length).toLowerCase() === scheme && rest !== '' && !rest.startsWith('/');
  });
  return sitePath || web;
}

/** Records the first problem of each field under the section's key. */
class Checker {
  constructor(
    readonly errors: FieldErrors,
    readonly prefix: string,
  ) {}

  key(name: string): string {
    return name ? `${this.prefix}.${name}` : this.prefix;
  }

  add(name: string, message: string) {
    this.errors[this.key(name)] ??= message;
  }

  /** Text of `min`–`max` characters; `what` names it ("The subtitle"). */
  text(name: string, value: string, min: number, max: number, what: string) {
    const trimmed = value.trim();
    const count = length(trimmed);
    if (count < min) {
      this.add(name, min === 1 ? `${what} is required` : `${what} must be at least ${min} characters`);
    } else if (count > max) {
      this.add(name, `${what} must be at most ${max} characters`);
    } else if (CONTROL.test(trimmed)) {
      this.add(name, `${what} contains characters that are not allowed`);
    }
  }

  /** Short text on one line: a label, a figure. */
  line(name: string, value: string, min: number, max: number, what: string) {
    this.text(name, value, min, max, what);
    if (/[\n\r]/.test(value.trim())) this.add(name, `${what} must fit on one line`);
  }

  count(name: string, items: readonly unknown[], max: number, what: string) {
    if (items.length > max) this.add(name, `Keep at most ${max} ${what}`);
  }

  /** A list of at most `max` rows (`what` names them), each a one-line field and a text (a
   * step's title and description), under their keys (`steps.1.title`). */
  pairs<K extends string, L extends string>(
    name: string,
    items: readonly Record<K | L, string>[],
    max: number,
    what: string,
    [line, ...lineRule]: [K, number, number, string],
    [text, ...textRule]: [L, number, number, string],
  ) {
    this.count(name, items, max, what);
    items.forEach((item, i) => {
      this.line(`${name}.${i}.${line}`, item[line], ...lineRule);
      this.text(`${name}.${i}.${text}`, item[text], ...textRule);
    });
  }

  /** An optional picture or video: the library's, a site path or http(s). */
  media(name: string, value: string | null, what: string) {
    const trimmed = (value ?? '').trim();
    if (!trimmed) return;
    if (length(trimmed) > 2048) this.add(name, `${what} must be at most 2048 characters`);
    else if (!isSafeUrl(trimmed)) this.add(name, `${what} must start with https://, http:// or / (a path on this site)`);
  }

  /** Profiles: only http(s) addresses, each network once. */
  links(name: string, links: readonly SocialLink[]) {
    this.count(name, links, LIMITS.links, 'links');
    links.forEach((link, i) => {
      const url = link.url.trim();
      const web = isSafeUrl(url) && (url.startsWith('https://') || url.startsWith('http://'));
      if (!web || length(url) > 2048) this.add(`${name}.${i}.url`, LINK_MESSAGE);
      if (links.slice(0, i).some((l) => l.network === link.network)) this.add(`${name}.${i}.network`, NETWORK_TAKEN);
    });
  }
}

type Check<K extends SectionKey> = (c: Checker, value: SiteContent[K]) => void;

const CHECKS: { [K in SectionKey]: Check<K> } = {
  hero(c, hero) {
    c.line('eyebrow', hero.eyebrow, 0, 80, 'The eyebrow');
    c.line('headline', hero.headline, 0, 80, 'The headline');
    c.text('subtitle', hero.subtitle, 10, 300, 'The subtitle');
    c.line('primaryLabel', hero.primaryLabel, 2, 30, "The main button's label");
    c.line('secondaryLabel', hero.secondaryLabel, 0, 30, "The second button's label");
    c.count('capabilities', hero.capabilities, LIMITS.capabilities, 'capabilities');
    hero.capabilities.forEach((item, i) => c.line(`capabilities.${i}`, item, 2, 30, 'A capability'));
    c.media('media', hero.media, 'The picture or video');
  },
  stats(c, stats) {
    c.count('', stats, LIMITS.stats, 'stats');
    stats.forEach((stat, i) => {
      c.line(`${i}.value`, stat.value, 1, 12, 'A stat');
      // Any problem of a figure gets the message that says what a stat is.
      if (c.errors[c.key(`${i}.value`)]) c.errors[c.key(`${i}.value`)] = STAT_MESSAGE;
      c.line(`${i}.label`, stat.label, 2, 60, "The stat's label");
    });
  },
  process(c, process) {
    c.line('heading', process.heading, 2, 120, 'The heading');
    c.text('intro', process.intro, 0, 300, 'The introduction');
    if (process.steps.length === 0) c.add('steps', 'Keep at least one step');
    c.pairs('steps', process.steps, LIMITS.steps, 'steps', ['title', 2, 60, "The step's title"], ['description', 10, 300, "The step's description"]);
  },
  about(c, about) {
    c.line('heading', about.heading, 2, 120, 'The heading');
    c.text('body', about.body, 10, 2000, 'The text');
    c.pairs('values', about.values, LIMITS.values, 'values', ['title', 2, 60, "The value's title"], ['text', 2, 200, "The value's text"]);
    c.line('founder.name', about.founder.name, 0, 80, "The founder's name");
    c.line('founder.position', about.founder.position, 0, 80, "The founder's position");
    c.media('founder.photo', about.founder.photo, 'The photo');
    c.links('founder.links', about.founder.links);
  },
  faq(c, faq) {
    c.line('heading', faq.heading, 2, 120, 'The heading');
    c.pairs('items', faq.items, LIMITS.questions, 'questions', ['question', 5, 200, 'The question'], ['answer', 1, 1000, 'The answer']);
  },
  cta(c, cta) {
    c.line('heading', cta.heading, 2, 160, 'The heading');
    c.text('text', cta.text, 0, 300, 'The text');
    c.line('buttonLabel', cta.buttonLabel, 2, 30, "The button's label");
  },
  contact(c, contact) {
    c.line('heading', contact.heading, 2, 120, 'The heading');
    c.text('intro', contact.intro, 0, 400, 'The introduction');
  },
  social(c, social) {
    c.line('tagline', social.tagline, 0, 120, 'The tagline');
    c.links('links', social.links);
  },
  legal(c, legal) {
    c.text('privacyMarkdown', legal.privacyMarkdown, 0, 100_000, 'The Privacy Policy');
    c.text('termsMarkdown', legal.termsMarkdown, 0, 100_000, 'The Terms');
  },
  sections() {},
};

/** The problems of `value` as section `key`, by field key; empty when the server would take it. */
export function checkSection<K extends SectionKey>(key: K, value: SiteContent[K]): FieldErrors {
  const errors: FieldErrors = {};
  CHECKS[key](new Checker(errors, key), value);
  return errors;
}
