// The home page's words as data (issue #16), as the server's OpenAPI document declares them: the
// hero, the stats, the process, about and the founder, the FAQ, the call to action, the contact
// intro, the footer and which optional sections show. The server fills every field (a section not
// stored yet has its default), so the public site reads them all as required.

import type { ApiSchema } from '@/lib/api-client';

/** A network the footer and the founder can link to; the site draws its icon. */
export type SocialNetwork = ApiSchema<'Network'>;
export type SocialLink = ApiSchema<'SocialLink'>;

/** `headline` empty: the site's name. `secondaryLabel` empty: no second button. `media`: an image
 * or a muted looping video under the hero's words; none: the site's showreel. */
export type Hero = Required<ApiSchema<'Hero'>>;
/** `value` is short text (`100+`, `10K+`, `4.9★`): a number counts up, anything else shows as is. */
export type Stat = ApiSchema<'Stat'>;
export type Step = ApiSchema<'Step'>;
export type Process = Required<ApiSchema<'Process'>>;
export type Belief = ApiSchema<'Belief'>;
/** `name` empty: no founder card. */
export type Founder = Required<ApiSchema<'Founder'>>;
/** `body`: paragraphs separated by a blank line. */
export interface About extends Required<Omit<ApiSchema<'About'>, 'founder'>> {
  founder: Founder;
}
export type Question = ApiSchema<'Question'>;
export type Faq = Required<ApiSchema<'Faq'>>;
export type Cta = Required<ApiSchema<'Cta'>>;
export type Contact = Required<ApiSchema<'Contact'>>;
/** The footer's line and the agency's profiles. */
export type Social = Required<ApiSchema<'Social'>>;
/** Which optional parts of the home page show (a hidden one keeps its content). */
export type Sections = Required<ApiSchema<'Sections'>>;

/** Whether the site has each legal page: the public pages carry no more of them. */
export interface LegalPages {
  privacy: boolean;
  terms: boolean;
}

/** The content every public page inlines (app-data's `content`). */
export interface SiteContent {
  hero: Hero;
  stats: Stat[];
  process: Process;
  about: About;
  faq: Faq;
  cta: Cta;
  contact: Contact;
  social: Social;
  legal: LegalPages;
  sections: Sections;
}

/** The page at /privacy or /terms as the server inlines it: its title and sanitized HTML. */
export interface LegalPage {
  title: string;
  html: string;
}
