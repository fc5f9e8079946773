// The Media Library screen: upload photos and videos (several at once), browse and search what is
// there, and open an item to change its alt text, copy its address or delete it. An address from
// the Translations overview (`?lang=es&item=12&field=alt`) opens that item in that language.

import { useEffect, useState } from 'react';
import { useLocation, useSearch } from 'wouter';
import { PageHeader } from '@/components/ui/page-header';
import { Panel } from '@/components/ui/panel';
import { errorMessage } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { readTranslationTarget } from '@/lib/translations';
import type { Media } from '@/types/media';
import { fetchMedia } from '../api/media';
import { MediaBrowser } from './media-browser';
import { MediaDetailsDialog } from './media-details-dialog';
import { UploadZone } from './upload-zone';

interface Opened {
  item: Media;
  lang?: string;
  focus?: string;
}

export function MediaLibrary() {
  const [open, setOpen] = useState<Opened | null>(null);
  useOpenFromAddress(setOpen);

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
          <MediaBrowser onSelect={(item) => setOpen({ item })} />
        </section>
      </div>
      {open && <MediaDetailsDialog key={open.item.id} {...open} onClose={() => setOpen(null)} />}
    </>
  );
}

/** Opens the item an address asks for (read afresh: it may be on no page loaded), then the
 * address loses its query, so a reload shows the library. */
function useOpenFromAddress(open: (opened: Opened) => void) {
  const target = readTranslationTarget(useSearch());
  const [location, navigate] = useLocation();
  useEffect(() => {
    if (target.item === undefined) return;
    fetchMedia(target.item).then(
      (item) => open({ item, lang: target.lang, focus: target.field }),
      (error: unknown) => toast({ variant: 'destructive', title: 'Error', description: errorMessage(error, 'Could not open that item.') }),
    );
    navigate(location, { replace: true });
  }, []);
}
