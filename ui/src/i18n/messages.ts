// The catalogues of the public site's interface words, one per language (catalogues/*.ts), and how
// a message becomes text. The English catalogue is the reference: its keys are every catalogue's
// keys, and a message's placeholders (`{name}`) and tags (`<sr>…</sr>`) are what a call must give,
// so a missing key or value is a type error. Each catalogue is a chunk of its own: a visitor
// downloads the page's language only.

import type { ComponentChild } from 'preact';
import type english from './catalogues/en';

type English = (typeof english)['messages'];
export type MessageKey = keyof English;

/** A message with a form per plural category of its language; `other` stands in for any it lacks. */
export type PluralMessage = { readonly other: string } & Partial<Readonly<Record<Intl.LDMLPluralRule, string>>>;
export type Message = string | PluralMessage;

export interface Catalogue {
  /** The locale dates and numbers are written in (BCP 47). */
  readonly locale: string;
  /** How a date names its month: 'short' (Mar 12, 2026) or 'long' (12 de marzo de 2026). */
  readonly dateMonth: 'short' | 'long';
  /** Every key of the English catalogue, a plural message where English has one. */
  readonly messages: { readonly [K in MessageKey]: English[K] extends string ? string : PluralMessage };
}

/** Every form of a message as one string type. */
type Forms<M> = M extends string ? M : M[keyof M] & string;
type Placeholder<S> = S extends `${string}{${infer Name}}${infer Rest}` ? Name | Placeholder<Rest> : never;
type Tag<S> = S extends `${string}<${infer Name}>${infer Rest}` ? (Name extends `/${string}` ? Tag<Rest> : Name | Tag<Rest>) : never;

type PlaceholderOf<K extends MessageKey> = Placeholder<Forms<English[K]>>;
type TagOf<K extends MessageKey> = Tag<Forms<English[K]>>;
/** A plural message is chosen by its `count`. */
type Count<K extends MessageKey> = English[K] extends string ? unknown : { readonly count: number };

/** The values a message's placeholders take. */
export type Params<K extends MessageKey> = { readonly [P in PlaceholderOf<K>]: string | number } & Count<K>;
/** No argument for a message without placeholders, its values otherwise. */
export type ParamsArg<K extends MessageKey> = [PlaceholderOf<K>] extends [never] ? [] : [params: Params<K>];

/** For a message shown with elements: an element (or text) per placeholder, a function per tag
 * that wraps the tag's words. */
export type RichParts<K extends MessageKey> = { readonly [P in PlaceholderOf<K>]: ComponentChild } & {
  readonly [T in TagOf<K>]: (children: ComponentChild[]) => ComponentChild;
} & Count<K>;

const TOKEN = /\{(\w+)\}|<(\w+)>([\s\S]*?)<\/\2>/g;

const pluralRules = new Map<string, Intl.PluralRules>();

/** The form of `message` for `count` (a plain message is its one form). */
function form(message: Message, locale: string, count: unknown): string {
  if (typeof message === 'string') return message;
  if (typeof count !== 'number') return message.other;
  let rules = pluralRules.get(locale);
  if (!rules) pluralRules.set(locale, (rules = new Intl.PluralRules(locale)));
  return message[rules.select(count)] ?? message.other;
}

/** `text` with its placeholders filled in (a value not given shows its placeholder, so a mistake
 * is seen rather than hidden) and its tags wrapped by the function of their name, if any. */
function fill(text: string, parts: Readonly<Record<string, unknown>>): ComponentChild[] {
  const out: ComponentChild[] = [];
  let last = 0;
  for (const match of text.matchAll(TOKEN)) {
    const [whole, name, tag = '', words = ''] = match;
    out.push(text.slice(last, match.index));
    if (name !== undefined) {
      out.push(name in parts ? (parts[name] as ComponentChild) : whole);
    } else {
      const wrap = parts[tag];
      const inner = fill(words, parts);
      out.push(typeof wrap === 'function' ? (wrap as (children: ComponentChild[]) => ComponentChild)(inner) : inner.join(''));
    }
    last = match.index + whole.length;
  }
  out.push(text.slice(last));
  return out.filter((part) => part !== '');
}

/** The message `key` of `catalogue` as text. */
export function translate<K extends MessageKey>(catalogue: Catalogue, key: K, ...[params]: ParamsArg<K>): string {
  const values: Readonly<Record<string, unknown>> = params ?? {};
  return fill(form(catalogue.messages[key], catalogue.locale, values.count), values).join('');
}

/** The message `key` of `catalogue` as children: its placeholders the given elements, its tags
 * wrapped by the given functions. */
export function translateRich<K extends MessageKey>(catalogue: Catalogue, key: K, parts: RichParts<K>): ComponentChild[] {
  const values = parts as Readonly<Record<string, unknown>>;
  return fill(form(catalogue.messages[key], catalogue.locale, values.count), values);
}

function collectSlots(text: string, slots: Set<string>): void {
  for (const [, name, tag, words = ''] of text.matchAll(TOKEN)) {
    if (name !== undefined) slots.add(`{${name}}`);
    else {
      slots.add(`<${tag}>`);
      collectSlots(words, slots);
    }
  }
}

/** The placeholders and tags of a message (every form), sorted: what each catalogue's version of
 * it must have. */
export function slotsOf(message: Message): string[] {
  const slots = new Set<string>();
  for (const text of typeof message === 'string' ? [message] : Object.values(message)) collectSlots(text, slots);
  return [...slots].sort();
}

/** The catalogues there are, each its own chunk. A language without one speaks the site's default
 * language's (or English) until it has one. */
const CATALOGUES: Readonly<Record<string, () => Promise<Catalogue>>> = {
  en: () => import('./catalogues/en').then((module) => module.default),
  es: () => import('./catalogues/es').then((module) => module.default),
};

export const SHIPPED_LANGUAGES: readonly string[] = Object.keys(CATALOGUES);

const loading = new Map<string, Promise<Catalogue>>();

/** The catalogue of `lang`, fetched once (a failed fetch is tried again at the next call). */
export function loadCatalogue(lang: string): Promise<Catalogue> {
  const load = CATALOGUES[lang];
  if (!load) return Promise.reject(new Error(`No catalogue for '${lang}'`));
  let pending = loading.get(lang);
  if (!pending) {
    pending = load().catch((error: unknown) => {
      loading.delete(lang);
      throw error;
    });
    loading.set(lang, pending);
  }
  return pending;
}

/** The catalogue a page in `lang` speaks: its own, else the site's default language's, else English. */
export function catalogueLanguage(lang: string, defaultLanguage: string): string {
  if (SHIPPED_LANGUAGES.includes(lang)) return lang;
  return SHIPPED_LANGUAGES.includes(defaultLanguage) ? defaultLanguage : 'en';
}
