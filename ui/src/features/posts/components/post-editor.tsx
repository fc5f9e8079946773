// The editor's page: a new post, or the post at a slug loaded first (posts have no GET by id; any
// status answers with the admin token). An unknown slug says so and leads back to the list.

import { EditorLoadFailed, EditorLoading, EditorNotFound } from '@/components/editor/editor-load-state';
import { paths } from '@/config/paths';
import { ApiError } from '@/lib/api-client';
import { usePostBySlug } from '../api/posts';
import { EditorForm } from './editor-form';
import { type EditorProps, PostLanguages } from './post-languages';

export function PostEditor({ slug, ...props }: EditorProps & { slug?: string }) {
  return slug === undefined ? <EditorForm {...props} /> : <ExistingPost slug={slug} {...props} />;
}

function ExistingPost({ slug, ...props }: EditorProps & { slug: string }) {
  const post = usePostBySlug(slug);
  if (post.isPending) return <EditorLoading title="Edit post" label="Loading the post" />;
  if (post.isError) {
    if (post.error instanceof ApiError && post.error.status === 404) {
      return (
        <EditorNotFound title="Edit post" heading="Post not found" back={{ href: paths.admin.blogPosts, label: 'All posts' }}>
          {`No post has the address /blog/${slug}: it may have been renamed or deleted.`}
        </EditorNotFound>
      );
    }
    return <EditorLoadFailed title="Edit post" heading="Could not load the post" error={post.error} onRetry={() => void post.refetch()} />;
  }
  // Keyed by id: a slug changed by saving is the same post, and keeps its form.
  return <PostLanguages key={post.data.id} post={post.data} {...props} />;
}
