// The protected admin screens (docs/PRODUCT.md §2), each inside the guard and the admin layout, and
// any other path under /admin, which is protected too. One chunk the router loads for /admin/*:
// the list of screens and what each preloads stays out of the visitors' first-load JS.

import { lazy } from 'react';
import { Route, Switch } from 'wouter';
import { paths } from '@/config/paths';

// The guard and the admin layout: every protected screen renders inside it.
const AdminShell = lazy(() => import('./admin-shell'));

const PROTECTED = [
  [paths.admin.dashboard, lazy(() => import('./dashboard'))],
  [paths.admin.services, lazy(() => import('./services'))],
  [paths.admin.projects, lazy(() => import('./projects'))],
  [paths.admin.caseStudy, lazy(() => import('./case-study-editor'))],
  [paths.admin.testimonials, lazy(() => import('./testimonials'))],
  [paths.admin.clientLogos, lazy(() => import('./client-logos'))],
  // The list and the editor's pages: one entry here, their own routes inside (a smaller chunk).
  [`${paths.admin.blogPosts}/*?`, lazy(() => import('./blog-posts'))],
  [paths.admin.media, lazy(() => import('./media'))],
  [paths.admin.trash, lazy(() => import('./trash'))],
  [paths.admin.contactSubmissions, lazy(() => import('./contact-submissions'))],
  [paths.admin.contentPreview, lazy(() => import('./content-preview'))],
  [paths.admin.siteContent, lazy(() => import('./site-content'))],
  [paths.admin.translations, lazy(() => import('./translations'))],
  [paths.admin.users, lazy(() => import('./users'))],
  [paths.admin.settings, lazy(() => import('./settings'))],
  [paths.admin.account, lazy(() => import('./account'))],
] as const;

const AdminNotFound = lazy(() => import('./admin-not-found'));

export default function ProtectedScreens() {
  return (
    <Switch>
      {PROTECTED.map(([path, Screen]) => (
        <Route key={path} path={path}>
          <AdminShell>
            <Screen />
          </AdminShell>
        </Route>
      ))}
      <Route>
        <AdminShell>
          <AdminNotFound />
        </AdminShell>
      </Route>
    </Switch>
  );
}
