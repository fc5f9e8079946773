// Choosing a file of the library from a form (an image field, a video's poster): the library's
// grid and search, and an upload area whose upload is the choice. Images only unless the field
// takes videos too (a project's picture), which lists and uploads both. Rendered into <body>: it
// opens over another dialog, whose <form> must not contain this one's fields (Enter would send it).

import { createPortal } from 'react-dom';
import { Dialog } from '@/components/ui/dialog';
import type { Media, MediaAccept } from '@/types/media';
import { MediaBrowser } from './media-browser';
import { UploadZone } from './upload-zone';

export function MediaPickerDialog({
  open,
  onClose,
  onPick,
  accept = 'image',
  title = 'Choose from the library',
}: {
  open: boolean;
  onClose: () => void;
  onPick: (item: Media) => void;
  accept?: MediaAccept;
  title?: string;
}) {
  // No fixed kind lists both, with the library's own Show filter.
  const kind = accept === 'image' ? 'image' : undefined;
  const noun = kind ? 'an image' : 'an image or a video';
  return createPortal(
    <Dialog
      open={open}
      onClose={onClose}
      title={title}
      description={`Pick ${noun}, or upload a new one: it is chosen once it is in the library.`}
      size="lg"
    >
      <div class="flex flex-col gap-6">
        <section aria-label={`Upload ${noun}`}>
          <UploadZone kind={kind} multiple={false} onUploaded={onPick} />
        </section>
        <MediaBrowser kind={kind} onSelect={onPick} selectLabel="Choose" autoFocus columns="grid-cols-2 sm:grid-cols-3" />
      </div>
    </Dialog>,
    document.body,
  );
}
