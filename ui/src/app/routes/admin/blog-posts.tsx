// Blog Posts (every admin): the list of articles, drafts and scheduled ones included, and the
// editor's pages under it, loaded when first opened.

import { lazy } from 'react';
import { Route, Switch } from 'wouter';
import { paths } from '@/config/paths';
import { PostsView } from '@/features/posts/components/posts-view';
import AdminNotFound from './admin-not-found';

const BlogPostEditorRoute = lazy(() => import('./blog-post-editor'));

export default function BlogPostsRoute() {
  return (
    <Switch>
      <Route path={paths.admin.blogPosts} component={PostsView} />
      <Route path={paths.admin.blogPostNew} component={BlogPostEditorRoute} />
      <Route path={paths.admin.blogPostEdit} component={BlogPostEditorRoute} />
      <Route component={AdminNotFound} />
    </Switch>
  );
}
