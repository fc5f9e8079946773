// The editor's page: a new post, or the post at a slug loaded first (posts have no GET by id; any
// status answers with the admin token). An unknown slug says so and leads back to the list.

import { RefreshCw } from 'lucide-react';
import { Link } from 'wouter';
import { Button, buttonClasses } from '@/components/ui/button';
import { PageHeader } from '@/components/ui/page-header';
import { StatePanel } from '@/components/ui/panel';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { ApiError, errorMessage } from '@/lib/api-client';
import { usePostBySlug } from '../api/posts';
import type { ImageInput, ImagePicker } from '../media-slots';
import { EditorForm, type SiteInfo } from './editor-form';

interface EditorProps {
  site: SiteInfo;
  imageInput: ImageInput;
  imagePicker: ImagePicker;
}

export function PostEditor({ slug, ...props }: EditorProps & { slug?: string }) {
  return slug === undefined ? <EditorForm {...props} /> : <ExistingPost slug={slug} {...props} />;
}

function ExistingPost({ slug, ...props }: EditorProps & { slug: string }) {
  const post = usePostBySlug(slug);
  if (post.isPending) {
    return (
      <>
        <PageHeader title="Edit post" />
        <div class="py-16 text-center">
          <Spinner label="Loading the post" />
        </div>
      </>
    );
  }
  if (post.isError) {
    const missing = post.error instanceof ApiError && post.error.status === 404;
    return (
      <>
        <PageHeader title="Edit post" />
        <StatePanel
          tone={missing ? 'neutral' : 'error'}
          role="alert"
          title={missing ? 'Post not found' : 'Could not load the post'}
          action={
            missing ? (
              <Link href={paths.admin.blogPosts} class={buttonClasses('secondary', 'sm')}>
                All posts
              </Link>
            ) : (
              <Button variant="secondary" size="sm" onClick={() => post.refetch()}>
                <RefreshCw size={14} aria-hidden="true" />
                Try again
              </Button>
            )
          }
        >
          {missing ? `No post has the address /blog/${slug}: it may have been renamed or deleted.` : errorMessage(post.error, post.error.message)}
        </StatePanel>
      </>
    );
  }
  // Keyed by id: a slug changed by saving is the same post, and keeps its form.
  return <EditorForm key={post.data.id} post={post.data} {...props} />;
}
