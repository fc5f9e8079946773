// The Media Library screen: upload photos and videos (several at once), browse and search what is
// there, and open an item to change its alt text, copy its address or delete it.

import { useState } from 'react';
import { PageHeader } from '@/components/ui/page-header';
import { Panel } from '@/components/ui/panel';
import { toast } from '@/lib/toast';
import type { Media } from '@/types/media';
import { MediaBrowser } from './media-browser';
import { MediaDetailsDialog } from './media-details-dialog';
import { UploadZone } from './upload-zone';

export function MediaLibrary() {
  const [open, setOpen] = useState<Media | null>(null);

  return (
    <>
      <PageHeader
        title="Media Library"
        description="Photos and videos for the site: upload them once, then choose them in any image field."
      />
      <div class="flex flex-col gap-8">
        <Panel class="p-4 sm:p-5">
          <h2 class="mb-3 font-sans text-base font-semibold">Upload</h2>
          <UploadZone
            onUploaded={(media) => toast({ title: 'Uploaded', description: `“${media.name}” is in the library.` })}
          />
        </Panel>
        <section aria-labelledby="library-heading">
          <h2 id="library-heading" class="mb-3 font-sans text-base font-semibold">
            Library
          </h2>
          <MediaBrowser onSelect={setOpen} />
        </section>
      </div>
      {open && <MediaDetailsDialog key={open.id} item={open} onClose={() => setOpen(null)} />}
    </>
  );
}
