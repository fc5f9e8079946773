import { fireEvent, screen, waitFor, within } from '@testing-library/preact';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { fakeApi, renderWithQuery } from '@/testing/admin';
import { fakeXhr } from '@/testing/fake-xhr';
import { libraryItem } from '@/testing/media';
import type { Media } from '@/types/media';
import { ImageUrlInput } from './image-url-input';
import { MediaPickerDialog } from './media-picker-dialog';

const photo = libraryItem({ id: 1, url: '/media/3f2a.jpg', name: 'beach-shoot.jpg', alt: 'Two models on South Beach' });

const clip: Media = {
  ...photo,
  id: 2,
  url: '/media/9c0d.mp4',
  name: 'reel.mp4',
  alt: 'Coffee being poured in slow motion',
  kind: 'video',
  mime: 'video/mp4',
  width: 1920,
  height: 1080,
  color: null,
  poster: '/media/9c0d-poster.jpg',
  variants: [],
};

/** The library as the server answers it: `?kind=` keeps that kind only. */
function library(_body: unknown, url: string) {
  const kind = new URL(url, 'http://x').searchParams.get('kind');
  const media = [clip, photo].filter((item) => !kind || item.kind === kind);
  return Response.json({ media, total: media.length });
}

const libraryUrls = (api: ReturnType<typeof fakeApi>) => api.mock.calls.map(([url]) => url).filter((url) => url.startsWith('/api/admin/media'));

describe('MediaPickerDialog', () => {
  it('for an image field lists and uploads images only', async () => {
    const api = fakeApi({ 'GET /api/admin/media': library });
    renderWithQuery(<MediaPickerDialog open onClose={() => {}} onPick={() => {}} />);
    const picker = screen.getByRole('dialog', { name: 'Choose from the library' });
    expect(await within(picker).findByRole('button', { name: `Choose beach-shoot.jpg: ${photo.alt}` })).toBeTruthy();
    expect(within(picker).queryByRole('button', { name: /^Choose reel\.mp4/ })).toBeNull();
    expect(libraryUrls(api)).toEqual(['/api/admin/media?kind=image&limit=24&offset=0']);
    // The kind is fixed: no filter to show videos.
    expect(within(picker).queryByLabelText('Show')).toBeNull();
    const input = picker.querySelector<HTMLInputElement>('input[type="file"]')!;
    expect(input.accept.split(',')).not.toContain('video/mp4');
    expect(within(picker).getByText('Drop images here, or')).toBeTruthy();
  });

  it('for a field that takes videos lists both kinds, can narrow to one, and hands a video over', async () => {
    const api = fakeApi({ 'GET /api/admin/media': library });
    const onPick = vi.fn();
    renderWithQuery(<MediaPickerDialog open accept="image-or-video" onClose={() => {}} onPick={onPick} />);
    const picker = screen.getByRole('dialog', { name: 'Choose from the library' });
    expect(within(picker).getByText('Pick an image or a video, or upload a new one: it is chosen once it is in the library.')).toBeTruthy();
    const video = await within(picker).findByRole('button', { name: `Choose reel.mp4: ${clip.alt}` });
    expect(within(picker).getByRole('button', { name: `Choose beach-shoot.jpg: ${photo.alt}` })).toBeTruthy();
    expect(libraryUrls(api)).toEqual(['/api/admin/media?limit=24&offset=0']);
    // The video's tile is its poster, never the video file in an <img>.
    expect(video.querySelector('img')!.getAttribute('src')).toBe('/media/9c0d-poster.jpg');
    expect(picker.querySelector<HTMLInputElement>('input[type="file"]')!.accept.split(',')).toEqual(
      expect.arrayContaining(['image/jpeg', 'video/mp4', 'video/webm']),
    );

    fireEvent.input(within(picker).getByLabelText('Show'), { target: { value: 'video' } });
    await waitFor(() => expect(within(picker).queryByRole('button', { name: /^Choose beach-shoot\.jpg/ })).toBeNull());
    expect(libraryUrls(api)).toContain('/api/admin/media?kind=video&limit=24&offset=0');

    fireEvent.click(within(picker).getByRole('button', { name: `Choose reel.mp4: ${clip.alt}` }));
    expect(onPick).toHaveBeenCalledWith(clip);
  });

  it('for a field that takes videos uploads one as the pick', async () => {
    fakeApi({ 'GET /api/admin/media': () => Response.json({ media: [], total: 0 }) });
    const requests = fakeXhr((xhr) => xhr.respond(201, { media: clip }));
    const onPick = vi.fn();
    renderWithQuery(<MediaPickerDialog open accept="image-or-video" onClose={() => {}} onPick={onPick} />);
    const picker = screen.getByRole('dialog', { name: 'Choose from the library' });
    fireEvent.input(picker.querySelector('input[type="file"]')!, {
      target: { files: [new File(['mp4'], 'reel.mp4', { type: 'video/mp4' })] },
    });
    // Not refused by the browser's check, as an image field's picker would.
    expect(within(picker).queryByText('Choose a JPEG, PNG, WebP, GIF or SVG image.')).toBeNull();
    fireEvent.click(within(picker).getByRole('button', { name: 'Upload 1 file' }));
    await waitFor(() => expect(onPick).toHaveBeenCalledWith(clip));
    expect((requests[0]!.fields.file as File).name).toBe('reel.mp4');
  });
});

describe('ImageUrlInput', () => {
  const renderInput = (value: string, accept?: 'image' | 'image-or-video') =>
    renderWithQuery(
      <ImageUrlInput id="image" name="image" value={value} accept={accept} onInput={() => {}} onValueChange={() => {}} />,
    );

  it('previews a picked video by its poster, with a film mark, not as a broken image', async () => {
    fakeApi({ 'GET /api/admin/media': library });
    function Field() {
      const [value, setValue] = useState('');
      return <ImageUrlInput id="image" name="image" value={value} accept="image-or-video" onInput={() => {}} onValueChange={setValue} />;
    }
    renderWithQuery(<Field />);
    fireEvent.click(screen.getByRole('button', { name: 'Choose from library' }));
    fireEvent.click(await screen.findByRole('button', { name: `Choose reel.mp4: ${clip.alt}` }));
    await waitFor(() => expect(document.querySelector('input[name="image"]')).toHaveProperty('value', clip.url));
    const images = [...document.querySelectorAll('img')].map((img) => img.getAttribute('src'));
    expect(images).toContain('/media/9c0d-poster.jpg');
    expect(images).not.toContain(clip.url);
    expect(screen.getByText(clip.alt)).toBeTruthy();
    expect(screen.getByText(/^Video · 1920 × 1080/)).toBeTruthy();
  });

  it('previews a video address it knows nothing about as a video, not as an image', () => {
    fakeApi({});
    renderInput('/media/9c0d.mp4', 'image-or-video');
    expect(document.querySelector('img')).toBeNull();
    expect(screen.getByText('A video: on the site it plays muted, in a loop.')).toBeTruthy();
  });

  it('says so when a video address is typed into an images-only field', () => {
    fakeApi({});
    renderInput('/media/9c0d.mp4');
    expect(document.querySelector('img')).toBeNull();
    expect(screen.getByText('A video: this field shows images only.')).toBeTruthy();
  });

  it('opens an images-only picker unless told otherwise', async () => {
    const api = fakeApi({ 'GET /api/admin/media': library });
    renderInput('');
    fireEvent.click(screen.getByRole('button', { name: 'Choose from library' }));
    expect(await screen.findByRole('button', { name: `Choose beach-shoot.jpg: ${photo.alt}` })).toBeTruthy();
    expect(libraryUrls(api)).toEqual(['/api/admin/media?kind=image&limit=24&offset=0']);
  });
});
