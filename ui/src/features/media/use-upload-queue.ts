// The files chosen for upload, one row each: an alt text guessed from the name for the admin to
// improve, then one upload at a time with its progress (the server resizes each image, and it
// has two cores), and per file the server's refusal with a retry. A finished upload leaves the
// queue and is handed to `onUploaded`.

import { useEffect, useRef, useState } from 'react';
import { ApiError, errorMessage } from '@/lib/api-client';
import type { Media, MediaKind } from '@/types/media';
import { uploadMedia, useRefetchMedia } from './api/media';
import { altFromFileName, checkAlt, checkFile } from './media-format';

/** `refused`: the browser's own check failed (size, type), so sending it would fail too. */
export type UploadStatus = 'ready' | 'uploading' | 'failed' | 'refused';

export interface UploadRow {
  key: number;
  file: File;
  alt: string;
  status: UploadStatus;
  /** 0 to 1 while uploading. */
  progress: number;
  /** Why the file was refused (the server's message, or the browser's own check). */
  error?: string;
  altError?: string;
}

let nextKey = 1;

/** Rows that an upload would send: new ones, and failed ones (the server may take them now). */
export const isWaiting = (row: UploadRow) => row.status === 'ready' || row.status === 'failed';

export function useUploadQueue({ kind, onUploaded }: { kind?: MediaKind; onUploaded?: (media: Media) => void } = {}) {
  const [rows, setRows] = useState<UploadRow[]>([]);
  /** The last words said to screen readers (a live region shows them). */
  const [announcement, setAnnouncement] = useState('');
  const current = useRef(rows);
  current.current = rows;
  const controllers = useRef(new Map<number, AbortController>());
  const running = useRef(false);
  const refetch = useRefetchMedia();
  const uploaded = useRef(onUploaded);
  uploaded.current = onUploaded;

  // Leaving the screen stops what is still being sent.
  useEffect(() => () => controllers.current.forEach((controller) => controller.abort()), []);

  const patch = (key: number, change: Partial<UploadRow>) =>
    setRows((list) => list.map((row) => (row.key === key ? { ...row, ...change } : row)));

  function add(files: Iterable<File>) {
    const added = [...files].map((file): UploadRow => {
      const error = checkFile(file, kind);
      return { key: nextKey++, file, alt: altFromFileName(file.name), status: error ? 'refused' : 'ready', progress: 0, error };
    });
    if (!added.length) return;
    setRows((list) => [...list, ...added]);
    setAnnouncement(`${added.length} ${added.length === 1 ? 'file' : 'files'} ready: check the alt text, then upload.`);
  }

  function setAlt(key: number, alt: string) {
    patch(key, { alt, altError: undefined });
  }

  function remove(key: number) {
    controllers.current.get(key)?.abort();
    setRows((list) => list.filter((row) => row.key !== key));
  }

  /** Sends one row; true when it was uploaded. */
  async function send(row: UploadRow): Promise<boolean> {
    const altError = checkAlt(row.alt);
    if (altError) {
      patch(row.key, { altError, status: 'failed', error: undefined });
      return false;
    }
    const controller = new AbortController();
    controllers.current.set(row.key, controller);
    patch(row.key, { status: 'uploading', progress: 0, error: undefined, altError: undefined });
    try {
      const media = await uploadMedia(row.file, row.alt, {
        signal: controller.signal,
        onProgress: (progress) => patch(row.key, { progress }),
      });
      setRows((list) => list.filter((r) => r.key !== row.key));
      const kept = media.alt !== row.alt.trim();
      setAnnouncement(
        kept
          ? `${row.file.name} is already in the library as “${media.name}”; its alt text is kept.`
          : `${row.file.name} uploaded.`,
      );
      uploaded.current?.(media);
      return true;
    } catch (error) {
      if (controller.signal.aborted) return false;
      const fields = error instanceof ApiError ? error.fieldErrors : {};
      const message = errorMessage(error, 'The upload failed. Check the connection and try again.');
      patch(row.key, { status: 'failed', error: fields.file ?? (fields.alt ? undefined : message), altError: fields.alt });
      setAnnouncement(`${row.file.name} was not uploaded: ${fields.alt ?? fields.file ?? message}`);
      return false;
    } finally {
      controllers.current.delete(row.key);
    }
  }

  /** Uploads every waiting row (and retries the failed ones whose problem may be fixed), in order. */
  async function uploadAll() {
    if (running.current) return;
    running.current = true;
    let done = 0;
    try {
      for (const key of current.current.filter(isWaiting).map((row) => row.key)) {
        const row = current.current.find((r) => r.key === key);
        if (row && isWaiting(row) && (await send(row))) done++;
      }
    } finally {
      running.current = false;
    }
    if (done) refetch();
  }

  async function retry(key: number) {
    const row = current.current.find((r) => r.key === key);
    if (row && (await send(row))) refetch();
  }

  return { rows, announcement, add, setAlt, remove, uploadAll, retry, busy: rows.some((r) => r.status === 'uploading') };
}
