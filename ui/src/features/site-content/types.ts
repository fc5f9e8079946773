// The site content as the server sends it (src/domain/site_content.rs): the generated OpenAPI
// shapes mark every field optional (they have defaults on the way in), but a response carries them
// all, so these are the shapes with every field present.

import type { ApiSchema } from '@/lib/api-client';

/** `T` with every field, at every depth, present. */
type Complete<T> = T extends readonly (infer U)[]
  ? Complete<U>[]
  : T extends object
    ? { [K in keyof T]-?: Complete<Exclude<T[K], undefined>> }
    : T;

export type SiteContent = Complete<ApiSchema<'SiteContent'>>;
export type SiteContentInput = ApiSchema<'SiteContentInput'>;
/** A section of the content, as stored and as named in a change. */
export type SectionKey = keyof SiteContent;
export type Network = ApiSchema<'Network'>;
export type SocialLink = SiteContent['social']['links'][number];
