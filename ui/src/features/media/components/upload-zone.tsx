// Where files enter the library: dropped on the zone, or picked with its button (the way in for
// keyboards and phones). Each file gets a row with its alt text to check, then its progress, and
// the server's refusal with Retry when there is one.

import { CloudUpload, FileImage, Film, RotateCcw, X } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { IconButton } from '@/components/ui/icon-button';
import { Input } from '@/components/ui/input';
import { ProgressBar } from '@/components/ui/progress-bar';
import type { Media, MediaKind } from '@/types/media';
import { acceptedTypes, formatBytes, MAX_IMAGE_BYTES, MAX_VIDEO_BYTES } from '../media-format';
import { isWaiting, type UploadRow, useUploadQueue } from '../use-upload-queue';

/** The side of a chosen image's preview, in CSS pixels (drawn at twice that for sharp screens). */
const PREVIEW_PX = 64;

/** A small copy of a chosen image, before any byte is sent. Drawn on a canvas and kept as a data
 * URL: the admin's CSP allows data: images but not blob: URLs, and a data URL of the whole file
 * would weigh megabytes. */
async function previewOf(file: File): Promise<string | null> {
  if (!file.type.startsWith('image/') || typeof createImageBitmap !== 'function') return null;
  const bitmap = await createImageBitmap(file);
  const scale = Math.min(1, (PREVIEW_PX * 2) / Math.max(bitmap.width, bitmap.height));
  const canvas = document.createElement('canvas');
  canvas.width = Math.max(1, Math.round(bitmap.width * scale));
  canvas.height = Math.max(1, Math.round(bitmap.height * scale));
  canvas.getContext('2d')?.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
  bitmap.close();
  return canvas.toDataURL();
}

function FilePreview({ file }: { file: File }) {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    // An image the browser cannot decode (SVG here, a damaged file) keeps the plain mark.
    previewOf(file).then((preview) => live && setUrl(preview), () => {});
    return () => {
      live = false;
    };
  }, [file]);
  return (
    <span class="grid size-16 shrink-0 place-items-center overflow-hidden rounded-lg border border-line bg-white/[0.04] text-muted">
      {url ? (
        <img src={url} alt="" class="size-full object-cover" />
      ) : file.type.startsWith('video/') ? (
        <Film size={20} aria-hidden="true" />
      ) : (
        <FileImage size={20} aria-hidden="true" />
      )}
    </span>
  );
}

function QueueRow({
  row,
  onAlt,
  onRemove,
  onRetry,
}: {
  row: UploadRow;
  onAlt: (alt: string) => void;
  onRemove: () => void;
  onRetry: () => void;
}) {
  const name = row.file.name;
  const uploading = row.status === 'uploading';
  return (
    <li class="flex gap-3 rounded-lg border border-line bg-white/[0.02] p-3">
      <FilePreview file={row.file} />
      <div class="flex min-w-0 flex-1 flex-col gap-2">
        <p class="flex min-w-0 items-baseline gap-2 text-sm">
          <span class="truncate font-medium">{name}</span>
          <span class="shrink-0 text-xs text-muted">{formatBytes(row.file.size)}</span>
        </p>
        <Field
          label={
            <>
              Alt text<span class="sr-only"> of {name}</span>
            </>
          }
          error={row.altError}
        >
          {(control) => (
            <Input
              {...control}
              value={row.alt}
              readOnly={uploading}
              autoComplete="off"
              onInput={(event) => onAlt((event.currentTarget as HTMLInputElement).value)}
            />
          )}
        </Field>
        {uploading && (
          <div class="flex items-center gap-3">
            <ProgressBar value={row.progress} label={`Uploading ${name}`} class="flex-1" />
            <span class="w-20 text-right text-xs text-muted tabular-nums">
              {row.progress >= 1 ? 'Processing…' : `${Math.round(row.progress * 100)}%`}
            </span>
          </div>
        )}
        {row.error && <p class="text-xs font-medium text-danger">{row.error}</p>}
      </div>
      <div class="flex shrink-0 flex-col items-end gap-1">
        <IconButton label={`${uploading ? 'Cancel' : 'Remove'} ${name}`} tooltip={uploading ? 'Cancel' : 'Remove'} onClick={onRemove}>
          <X size={15} aria-hidden="true" />
        </IconButton>
        {row.status === 'failed' && row.error && (
          <IconButton label={`Retry ${name}`} tooltip="Retry" onClick={onRetry}>
            <RotateCcw size={15} aria-hidden="true" />
          </IconButton>
        )}
      </div>
    </li>
  );
}

export function UploadZone({
  kind,
  multiple = true,
  onUploaded,
}: {
  /** Only images (an image field's picker) or only videos; both when unset. */
  kind?: MediaKind;
  multiple?: boolean;
  onUploaded?: (media: Media) => void;
}) {
  const queue = useUploadQueue({ kind, onUploaded });
  const input = useRef<HTMLInputElement>(null);
  const [dragging, setDragging] = useState(false);
  const hintId = useId();
  const waiting = queue.rows.filter(isWaiting).length;
  const what = kind === 'image' ? 'images' : kind === 'video' ? 'videos' : 'photos and videos';
  const limits = [
    kind !== 'video' && `JPEG, PNG, WebP, GIF or SVG up to ${formatBytes(MAX_IMAGE_BYTES)}`,
    kind !== 'image' && `MP4 or WebM up to ${formatBytes(MAX_VIDEO_BYTES)}`,
  ].filter(Boolean);

  function take(files: FileList | null | undefined) {
    if (!files?.length) return;
    queue.add(multiple ? Array.from(files) : Array.from(files).slice(0, 1));
  }

  return (
    <div class="flex flex-col gap-4">
      <div
        onDragEnter={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragOver={(event) => {
          // Without this the browser would open a dropped file in place of the admin.
          event.preventDefault();
          if (event.dataTransfer) event.dataTransfer.dropEffect = 'copy';
        }}
        onDragLeave={(event) => {
          if (!(event.currentTarget as Node).contains(event.relatedTarget as Node | null)) setDragging(false);
        }}
        onDrop={(event) => {
          event.preventDefault();
          setDragging(false);
          take(event.dataTransfer?.files);
        }}
        class={
          'flex flex-col items-center gap-2 rounded-xl border border-dashed px-4 py-6 text-center transition ' +
          (dragging ? 'border-main bg-main/10' : 'border-white/15 bg-white/[0.02]')
        }
      >
        <CloudUpload size={26} aria-hidden="true" class="text-main-ink" />
        <p class="text-sm text-ink">Drop {what} here, or</p>
        <Button variant="secondary" size="sm" aria-describedby={hintId} onClick={() => input.current?.click()}>
          {multiple ? 'Choose files' : 'Choose a file'}
        </Button>
        <p id={hintId} class="text-xs text-muted">
          {limits.join('; ')}.
        </p>
        <p role="status" class="text-sm font-medium text-ink">
          {queue.announcement}
        </p>
        <input
          ref={input}
          type="file"
          hidden
          multiple={multiple}
          accept={acceptedTypes(kind)}
          // `input` fires with `change` when files are chosen (and compat makes onChange `input`).
          onInput={(event) => {
            const field = event.currentTarget as HTMLInputElement;
            take(field.files);
            // The same file chosen again after a removal must still count as a change.
            field.value = '';
          }}
        />
      </div>

      {queue.rows.length > 0 && (
        <form
          noValidate
          aria-label="Files to upload"
          onSubmit={(event) => {
            event.preventDefault();
            void queue.uploadAll();
          }}
          class="flex flex-col gap-3"
        >
          <ul class="flex flex-col gap-2">
            {queue.rows.map((row) => (
              <QueueRow
                key={row.key}
                row={row}
                onAlt={(alt) => queue.setAlt(row.key, alt)}
                onRemove={() => queue.remove(row.key)}
                onRetry={() => void queue.retry(row.key)}
              />
            ))}
          </ul>
          <div class="flex justify-end">
            <Button type="submit" variant="primary" size="sm" disabled={queue.busy || waiting === 0}>
              {queue.busy ? 'Uploading…' : waiting === 0 ? 'Upload' : waiting === 1 ? 'Upload 1 file' : `Upload ${waiting} files`}
            </Button>
          </div>
        </form>
      )}
    </div>
  );
}
