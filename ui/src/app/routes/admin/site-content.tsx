// Site Content (every admin; issue #16): the site content's forms, given the media library's
// picker for pictures, the blog editor's Markdown editor (with the library's images) for the legal
// pages, and the public site's own sections for the live preview.

import { useEffect, useRef } from 'react';
import type { ControlProps } from '@/components/ui/field';
import { ImageUrlInput } from '@/features/media/components/image-url-input';
import { MediaPickerDialog } from '@/features/media/components/media-picker-dialog';
import { MarkdownEditor } from '@/features/posts/components/markdown-editor';
import type { Controls } from '@/features/site-content/components/form-context';
import { type PreviewRenderer, SiteContentEditor } from '@/features/site-content/components/site-content-editor';

function MarkdownInput(props: { control: ControlProps; value: string; onChange: (value: string) => void }) {
  const box = useRef<HTMLDivElement>(null);
  // A legal page's preview is long and may hold no link: its scrolling pane takes the focus so a
  // keyboard can scroll it too (axe: scrollable-region-focusable). The pane is the editor's own.
  useEffect(() => box.current?.querySelector('[aria-busy]')?.setAttribute('tabindex', '0'));
  return (
    <div ref={box}>
      <MarkdownEditor {...props} imagePicker={MediaPickerDialog} />
    </div>
  );
}

const CONTROLS: Controls = { mediaInput: ImageUrlInput, markdownInput: MarkdownInput };

const preview: PreviewRenderer = () => null;

export default function SiteContentRoute() {
  return <SiteContentEditor controls={CONTROLS} preview={preview} />;
}
