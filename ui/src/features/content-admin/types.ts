// The four kinds of site content, as the API returns them: one definition, shared with the
// public site (types/content.ts).

import type { ClientLogo, Project, Service, Testimonial } from '@/types/content';

export type { ClientLogo, Project, Service, Testimonial };

export type ContentItem = Service | Project | Testimonial | ClientLogo;
