// Every route of docs/PRODUCT.md §2. The home page is in the main bundle; the blog's pages, the case
// studies and the admin screens are loaded lazily, so visitors never download admin code. Public
// routes are matched in the page's language (`/es/blog` on a Spanish page: i18n/page.ts); an
// unknown address under the prefix is that language's Not Found.

import { lazy } from 'react';
import { Route, Switch } from 'wouter';
import { paths } from '@/config/paths';
import { localize } from '@/i18n/page';
import { PublicLayout } from './public-layout';
import { HomeRoute } from './routes/home';
import { NotFoundRoute } from './routes/not-found';

// The blog's pages are chunks of their own: the home page does not carry them.
const BlogRoute = lazy(() => import('./routes/blog'));
const BlogPostRoute = lazy(() => import('./routes/blog-post'));
// A case study's page: its own chunk too (the home page only links to it).
const WorkRoute = lazy(() => import('./routes/work'));
// The Privacy Policy and the Terms: one chunk for both.
const LegalRoute = lazy(() => import('./routes/legal'));
const LoginRoute = lazy(() => import('./routes/admin/login'));
const RegisterRoute = lazy(() => import('./routes/admin/register'));
// The guard and the admin layout: every protected screen renders inside it.
const AdminShell = lazy(() => import('./routes/admin/admin-shell'));

const PROTECTED = [
  [paths.admin.dashboard, lazy(() => import('./routes/admin/dashboard'))],
  [paths.admin.services, lazy(() => import('./routes/admin/services'))],
  [paths.admin.projects, lazy(() => import('./routes/admin/projects'))],
  [paths.admin.caseStudy, lazy(() => import('./routes/admin/case-study-editor'))],
  [paths.admin.testimonials, lazy(() => import('./routes/admin/testimonials'))],
  [paths.admin.clientLogos, lazy(() => import('./routes/admin/client-logos'))],
  // The list and the editor's pages: one entry here, their own routes inside (a smaller entry).
  [`${paths.admin.blogPosts}/*?`, lazy(() => import('./routes/admin/blog-posts'))],
  [paths.admin.media, lazy(() => import('./routes/admin/media'))],
  [paths.admin.trash, lazy(() => import('./routes/admin/trash'))],
  [paths.admin.contactSubmissions, lazy(() => import('./routes/admin/contact-submissions'))],
  [paths.admin.contentPreview, lazy(() => import('./routes/admin/content-preview'))],
  [paths.admin.siteContent, lazy(() => import('./routes/admin/site-content'))],
  [paths.admin.translations, lazy(() => import('./routes/admin/translations'))],
  [paths.admin.users, lazy(() => import('./routes/admin/users'))],
  [paths.admin.settings, lazy(() => import('./routes/admin/settings'))],
  [paths.admin.account, lazy(() => import('./routes/admin/account'))],
] as const;

const AdminNotFound = lazy(() => import('./routes/admin/admin-not-found'));

export function AppRouter() {
  return (
    <Switch>
      <Route path={localize(paths.home)} component={HomeRoute} />
      <Route path={localize(paths.blog)} component={BlogRoute} />
      <Route path={localize(paths.blogPost)} component={BlogPostRoute} />
      <Route path={localize(paths.work)}>
        {(params: { slug: string }) => <WorkRoute slug={params.slug} layout={PublicLayout} notFound={NotFoundRoute} />}
      </Route>
      <Route path={localize(paths.privacy)}>
        <LegalRoute key="privacy" page="privacy" path={localize(paths.privacy)} />
      </Route>
      <Route path={localize(paths.terms)}>
        <LegalRoute key="terms" page="terms" path={localize(paths.terms)} />
      </Route>

      <Route path={paths.admin.root} component={LoginRoute} />
      <Route path={paths.admin.login} component={LoginRoute} />
      <Route path={paths.admin.register} component={RegisterRoute} />
      {PROTECTED.map(([path, Screen]) => (
        <Route key={path} path={path}>
          <AdminShell>
            <Screen />
          </AdminShell>
        </Route>
      ))}
      {/* Any other path under /admin is protected too (docs/PRODUCT.md §2). */}
      <Route path={`${paths.admin.root}/*`}>
        <AdminShell>
          <AdminNotFound />
        </AdminShell>
      </Route>

      <Route component={NotFoundRoute} />
    </Switch>
  );
}
