// The public content the API returns, as the server's OpenAPI document declares it. Shared by the
// public site, which renders it, and the admin screens, which edit it.

import type { ApiSchema } from '@/lib/api-client';

/** `icon`: a lucide icon name (`sparkles`), an image URL, or a CSS class name. */
export type Service = ApiSchema<'Service'>;
export type Project = ApiSchema<'Project'>;
export type Testimonial = ApiSchema<'Testimonial'>;
export type ClientLogo = ApiSchema<'ClientLogo'>;

/** GET /api/settings → {settings}: what the public site needs to know about the business. */
export type PublicSettings = ApiSchema<'PublicSettings'>;
