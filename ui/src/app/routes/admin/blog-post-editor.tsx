// The blog post editor, new (/admin/blog-posts/new) or by slug (/admin/blog-posts/edit/:slug).
// The media library gives the cover field and the body's image button their picker; the public
// settings give the search-result preview the site's name and address.

import { useQuery } from '@tanstack/react-query';
import { useParams } from 'wouter';
import { SITE_DEFAULTS } from '@/config/constants';
import { ImageUrlInput } from '@/features/media/components/image-url-input';
import { MediaPickerDialog } from '@/features/media/components/media-picker-dialog';
import { PostEditor } from '@/features/posts/components/post-editor';
import { parseSettings } from '@/features/site-data/site-data';

export default function BlogPostEditorRoute() {
  const { slug } = useParams<{ slug?: string }>();
  const settings = useQuery({
    queryKey: ['/api/settings'],
    select: (data: { settings?: unknown }) => parseSettings(data.settings),
  });
  const site = {
    name: settings.data?.siteName ?? SITE_DEFAULTS.siteName,
    publicUrl: settings.data?.publicUrl || SITE_DEFAULTS.publicUrl,
  };
  return <PostEditor slug={slug} site={site} imageInput={ImageUrlInput} imagePicker={MediaPickerDialog} />;
}
