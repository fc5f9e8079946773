// Blog Posts (every admin): the list of articles, drafts and scheduled ones included, and the
// editor's pages under it, loaded when first opened. The public settings are asked for once for
// both: the site's name and address (the editor's search preview) and its time zone, the clock
// every publication time on these screens is typed and shown in.

import { useQuery } from '@tanstack/react-query';
import { lazy } from 'react';
import { Route, Switch } from 'wouter';
import { Spinner } from '@/components/ui/spinner';
import { SITE_DEFAULTS } from '@/config/constants';
import { paths } from '@/config/paths';
import type { SiteInfo } from '@/features/posts/components/editor-form';
import { PostsView } from '@/features/posts/components/posts-view';
import { parseSettings } from '@/features/site-data/site-data';
import AdminNotFound from './admin-not-found';

const BlogPostEditorRoute = lazy(() => import('./blog-post-editor'));

export default function BlogPostsRoute() {
  const settings = useQuery({
    queryKey: ['/api/settings'],
    select: (data: { settings?: unknown }) => parseSettings(data.settings),
  });
  // No time is shown or read in a zone that is not the site's: wait for it.
  if (settings.isPending) {
    return (
      <div class="py-16 text-center">
        <Spinner label="Loading the blog" />
      </div>
    );
  }
  // Unreadable, the settings are their defaults, as on the public pages.
  const { siteName, publicUrl, timeZone } = settings.data ?? parseSettings(undefined);
  const site: SiteInfo = { name: siteName, publicUrl: publicUrl || SITE_DEFAULTS.publicUrl, timeZone };
  return (
    <Switch>
      <Route path={paths.admin.blogPosts}>
        <PostsView timeZone={timeZone} />
      </Route>
      <Route path={paths.admin.blogPostNew}>
        <BlogPostEditorRoute site={site} />
      </Route>
      <Route path={paths.admin.blogPostEdit}>
        <BlogPostEditorRoute site={site} />
      </Route>
      <Route component={AdminNotFound} />
    </Switch>
  );
}
