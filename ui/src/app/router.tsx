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
// Every protected screen, with the guard and the admin layout: one chunk, so the first load carries
// neither the list of screens nor what each of them preloads.
const ProtectedScreens = lazy(() => import('./routes/admin/protected'));

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
      {/* Every other path under /admin is protected (docs/PRODUCT.md §2). */}
      <Route path={`${paths.admin.root}/*`}>
        <ProtectedScreens />
      </Route>

      <Route component={NotFoundRoute} />
    </Switch>
  );
}
