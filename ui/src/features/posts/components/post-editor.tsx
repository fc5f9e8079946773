// The editor's page: a new post, or the post at a slug loaded first (posts have no GET by id; any
// status answers with the admin token). An unknown slug says so and leads back to the list.

import { EditorLoading, EditorUnavailable } from '@/components/editor/editor-load-state';
import type { MediaInput, MediaPicker } from '@/components/ui/media-slots';
import { paths } from '@/config/paths';
import { ApiError, errorMessage } from '@/lib/api-client';
import { usePostBySlug } from '../api/posts';
import { EditorForm, type SiteInfo } from './editor-form';

interface EditorProps {
  site: SiteInfo;
  imageInput: MediaInput;
  imagePicker: MediaPicker;
}

export function PostEditor({ slug, ...props }: EditorProps & { slug?: string }) {
  return slug === undefined ? <EditorForm {...props} /> : <ExistingPost slug={slug} {...props} />;
}

function ExistingPost({ slug, ...props }: EditorProps & { slug: string }) {
  const post = usePostBySlug(slug);
  if (post.isPending) return <EditorLoading title="Edit post" label="Loading the post" />;
  if (post.isError) {
    const missing = post.error instanceof ApiError && post.error.status === 404;
    return (
      <EditorUnavailable
        title="Edit post"
        heading={missing ? 'Post not found' : 'Could not load the post'}
        missing={missing}
        back={{ href: paths.admin.blogPosts, label: 'All posts' }}
        onRetry={() => void post.refetch()}
      >
        {missing ? `No post has the address /blog/${slug}: it may have been renamed or deleted.` : errorMessage(post.error, post.error.message)}
      </EditorUnavailable>
    );
  }
  // Keyed by id: a slug changed by saving is the same post, and keeps its form.
  return <EditorForm key={post.data.id} post={post.data} {...props} />;
}
