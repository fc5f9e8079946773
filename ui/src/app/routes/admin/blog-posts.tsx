// Blog Posts (every admin): the list of articles, drafts and scheduled ones included.

import { Route, Switch } from 'wouter';
import { paths } from '@/config/paths';
import { PostsView } from '@/features/posts/components/posts-view';
import AdminNotFound from './admin-not-found';

export default function BlogPostsRoute() {
  return (
    <Switch>
      <Route path={paths.admin.blogPosts} component={PostsView} />
      <Route component={AdminNotFound} />
    </Switch>
  );
}
