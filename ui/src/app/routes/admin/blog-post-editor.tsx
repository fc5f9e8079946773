// The blog post editor, new (/admin/blog-posts/new) or by slug (/admin/blog-posts/edit/:slug).
// The media library gives the cover field and the body's image button their picker; the public
// settings (asked for by the blog's route) give the search-result preview the site's name and
// address, and the publication time its time zone; the history feature gives its History.

import { useParams } from 'wouter';
import { HistoryButton } from '@/features/history/components/history-button';
import { ImageUrlInput } from '@/features/media/components/image-url-input';
import { MediaPickerDialog } from '@/features/media/components/media-picker-dialog';
import type { SiteInfo } from '@/features/posts/components/editor-form';
import { PostEditor } from '@/features/posts/components/post-editor';

export default function BlogPostEditorRoute({ site }: { site: SiteInfo }) {
  const { slug } = useParams<{ slug?: string }>();
  return <PostEditor slug={slug} site={site} imageInput={ImageUrlInput} imagePicker={MediaPickerDialog} history={HistoryButton} />;
}
