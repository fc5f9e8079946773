// A project's case study editor (/admin/projects/:id/case-study). The media library gives the
// gallery and the body's image button their picker and the video field its control (videos
// listed too); the public settings give the search-result preview the site's name and address, and
// the history feature its History.

import { useQuery } from '@tanstack/react-query';
import { useParams } from 'wouter';
import type { MediaInputProps } from '@/components/ui/media-slots';
import { SITE_DEFAULTS } from '@/config/constants';
import { CaseStudyEditor } from '@/features/case-studies/components/case-study-editor';
import { HistoryButton } from '@/features/history/components/history-button';
import { ImageUrlInput } from '@/features/media/components/image-url-input';
import { MediaPickerDialog } from '@/features/media/components/media-picker-dialog';
import { parseSettings } from '@/features/site-data/site-data';
import AdminNotFound from './admin-not-found';

/** The video field: the library picker offers videos as well as images. */
function VideoInput(props: Omit<MediaInputProps, 'accept'>) {
  return <ImageUrlInput {...props} accept="image-or-video" />;
}

export default function CaseStudyEditorRoute() {
  const { id = '' } = useParams<{ id: string }>();
  const settings = useQuery({
    queryKey: ['/api/settings'],
    select: (data: { settings?: unknown }) => parseSettings(data.settings),
  });
  const projectId = Number(id);
  if (!/^\d+$/.test(id) || !Number.isSafeInteger(projectId)) return <AdminNotFound />;
  const { siteName, publicUrl, timeZone } = settings.data ?? parseSettings(undefined);
  const site = { name: siteName, publicUrl: publicUrl || SITE_DEFAULTS.publicUrl, timeZone };
  return <CaseStudyEditor projectId={projectId} site={site} videoInput={VideoInput} picker={MediaPickerDialog} history={HistoryButton} />;
}
