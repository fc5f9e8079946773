// Every route of the app (docs/PRODUCT.md §2), named once; screens and links use these, never literals.
// Public paths are as the default language names them: a link or route takes them through
// `localize` (i18n/page.ts), which puts another language's under its prefix (`/es/blog`).

export const paths = {
  home: '/',
  blog: '/blog',
  blogPost: '/blog/:slug',
  blogPostOf: (slug: string) => `/blog/${encodeURIComponent(slug)}`,
  /** The legal pages (site content's Markdown, rendered by the server; 404 when empty). */
  privacy: '/privacy',
  terms: '/terms',
  /** A project's case study (published, of an active project). */
  work: '/work/:slug',
  workOf: (slug: string) => `/work/${encodeURIComponent(slug)}`,
  admin: {
    root: '/admin',
    login: '/admin/login',
    register: '/admin/register',
    dashboard: '/admin/dashboard',
    services: '/admin/services',
    projects: '/admin/projects',
    /** The editor of a project's case study (one per project: the project's id finds it). */
    caseStudy: '/admin/projects/:id/case-study',
    caseStudyOf: (projectId: number) => `/admin/projects/${projectId}/case-study`,
    testimonials: '/admin/testimonials',
    clientLogos: '/admin/client-logos',
    blogPosts: '/admin/blog-posts',
    blogPostNew: '/admin/blog-posts/new',
    blogPostEdit: '/admin/blog-posts/edit/:slug',
    /** The editor of the post at `slug` (posts have no GET by id: the slug finds them). */
    blogPostEditOf: (slug: string) => `/admin/blog-posts/edit/${encodeURIComponent(slug)}`,
    media: '/admin/media',
    /** What was deleted in the last 30 days, to restore (docs/DESIGN.md, "HTTP contract, phase 3"). */
    trash: '/admin/trash',
    contactSubmissions: '/admin/contact-submissions',
    contentPreview: '/admin/content-preview',
    /** The home page's words, the FAQ, the footer and the legal pages (issue #16). */
    siteContent: '/admin/site-content',
    /** What is missing or out of date in each of the site's other languages (issue #30). */
    translations: '/admin/translations',
    users: '/admin/users',
    settings: '/admin/settings',
    account: '/admin/account',
  },
} as const;

/** Admin pages open without a token: the bare entry, login and registration. */
const OPEN_ADMIN_PATHS: readonly string[] = [paths.admin.root, paths.admin.login, paths.admin.register];

/**
 * Whether `pathname` is a protected admin page: any path under /admin except the open ones
 * (docs/PRODUCT.md §2: "Any path under /admin other than the bare /admin entry is treated as protected",
 * with login and registration necessarily open).
 */
export function isProtectedAdminPath(pathname: string): boolean {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return path.startsWith(`${paths.admin.root}/`) && !OPEN_ADMIN_PATHS.includes(path);
}
