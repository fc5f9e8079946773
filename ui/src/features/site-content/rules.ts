// The server's rules of the site content (declared in src/domain/site_content/fields.rs, read from
// api-rules.ts), checked before a section is sent: the same limits, the same messages and the same
// field keys (`stats.1.value`), so what the form says beside a field is what the server would
// have said.

import {
  About,
  Belief,
  Contact,
  Cta,
  Faq,
  Founder,
  Hero,
  Legal,
  Process,
  Question,
  SiteContentInput,
  Social,
  SocialLink as LinkRules,
  Stat,
  Step,
} from '@/lib/api-rules';
import { checkCount, checkText, checkUrl, type FieldRule, isSafeUrl } from '@/lib/field-rules';
import type { SectionKey, SiteContent, SocialLink } from './types';

/** Messages by field key: `hero.subtitle`, `faq.items.0.answer`, `stats` (the list itself). */
export type FieldErrors = Record<string, string>;

/** The most items of each list (the server's rules). */
export const LIMITS = {
  capabilities: Hero.capabilities.maxItems,
  stats: SiteContentInput.stats.maxItems,
  steps: Process.steps.maxItems,
  values: About.values.maxItems,
  questions: Faq.items.maxItems,
  links: Social.links.maxItems,
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

export const STAT_MESSAGE = Stat.value.messages.missing;
export const LINK_MESSAGE = LinkRules.url.messages.unsafe;
export const NETWORK_TAKEN = LinkRules.network.messages.taken;

export { isSafeUrl };

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

  /** Text held to its rule. */
  text(name: string, rule: FieldRule, value: string) {
    const problem = checkText(rule, value);
    if (problem) this.add(name, problem);
  }

  count(name: string, rule: FieldRule, items: readonly unknown[]) {
    const problem = checkCount(rule, items.length);
    if (problem) this.add(name, problem);
  }

  /** A list of rows (`rule` bounds their number), each a one-line field and a text (a step's
   * title and description), under their keys (`steps.1.title`). */
  pairs<K extends string, L extends string>(
    name: string,
    rule: FieldRule,
    items: readonly Record<K | L, string>[],
    [line, lineRule]: [K, FieldRule],
    [text, textRule]: [L, FieldRule],
  ) {
    this.count(name, rule, items);
    items.forEach((item, i) => {
      this.text(`${name}.${i}.${line}`, lineRule, item[line]);
      this.text(`${name}.${i}.${text}`, textRule, item[text]);
    });
  }

  /** An optional picture or video: the library's, a site path or http(s). */
  media(name: string, rule: FieldRule, value: string | null) {
    const problem = checkUrl(rule, value ?? '', false);
    if (problem) this.add(name, problem);
  }

  /** Profiles: only http(s) addresses, each network once. */
  links(name: string, links: readonly SocialLink[]) {
    this.count(name, Social.links, links);
    links.forEach((link, i) => {
      const url = link.url.trim();
      const web = isSafeUrl(url) && (url.startsWith('https://') || url.startsWith('http://'));
      if (!web || [...url].length > (LinkRules.url.maxLength ?? 0)) this.add(`${name}.${i}.url`, LINK_MESSAGE);
      if (links.slice(0, i).some((l) => l.network === link.network)) this.add(`${name}.${i}.network`, NETWORK_TAKEN);
    });
  }
}

type Check<K extends SectionKey> = (c: Checker, value: SiteContent[K]) => void;

const CHECKS: { [K in SectionKey]: Check<K> } = {
  hero(c, hero) {
    c.text('eyebrow', Hero.eyebrow, hero.eyebrow);
    c.text('headline', Hero.headline, hero.headline);
    c.text('subtitle', Hero.subtitle, hero.subtitle);
    c.text('primaryLabel', Hero.primaryLabel, hero.primaryLabel);
    c.text('secondaryLabel', Hero.secondaryLabel, hero.secondaryLabel);
    c.count('capabilities', Hero.capabilities, hero.capabilities);
    hero.capabilities.forEach((item, i) => c.text(`capabilities.${i}`, Hero['capabilities[]'], item));
    c.media('media', Hero.media, hero.media);
  },
  stats(c, stats) {
    c.count('', SiteContentInput.stats, stats);
    stats.forEach((stat, i) => {
      c.text(`${i}.value`, Stat.value, stat.value);
      c.text(`${i}.label`, Stat.label, stat.label);
    });
  },
  process(c, process) {
    c.text('heading', Process.heading, process.heading);
    c.text('intro', Process.intro, process.intro);
    c.pairs('steps', Process.steps, process.steps, ['title', Step.title], ['description', Step.description]);
  },
  about(c, about) {
    c.text('heading', About.heading, about.heading);
    c.text('body', About.body, about.body);
    c.pairs('values', About.values, about.values, ['title', Belief.title], ['text', Belief.text]);
    c.text('founder.name', Founder.name, about.founder.name);
    c.text('founder.position', Founder.position, about.founder.position);
    c.media('founder.photo', Founder.photo, about.founder.photo);
    c.links('founder.links', about.founder.links);
  },
  faq(c, faq) {
    c.text('heading', Faq.heading, faq.heading);
    c.pairs('items', Faq.items, faq.items, ['question', Question.question], ['answer', Question.answer]);
  },
  cta(c, cta) {
    c.text('heading', Cta.heading, cta.heading);
    c.text('text', Cta.text, cta.text);
    c.text('buttonLabel', Cta.buttonLabel, cta.buttonLabel);
  },
  contact(c, contact) {
    c.text('heading', Contact.heading, contact.heading);
    c.text('intro', Contact.intro, contact.intro);
  },
  social(c, social) {
    c.text('tagline', Social.tagline, social.tagline);
    c.links('links', social.links);
  },
  legal(c, legal) {
    c.text('privacyMarkdown', Legal.privacyMarkdown, legal.privacyMarkdown);
    c.text('termsMarkdown', Legal.termsMarkdown, legal.termsMarkdown);
  },
  sections() {},
};

/** The problems of `value` as section `key`, by field key; empty when the server would take it. */
export function checkSection<K extends SectionKey>(key: K, value: SiteContent[K]): FieldErrors {
  const errors: FieldErrors = {};
  CHECKS[key](new Checker(errors, key), value);
  return errors;
}
