import { fireEvent, screen, waitFor } from '@testing-library/preact';
import { describe, expect, it, vi } from 'vitest';
import { fakeApi, renderWithQuery } from '@/testing/admin';
import { fakeXhr } from '@/testing/fake-xhr';
import { libraryItem } from '@/testing/media';
import type { Media } from '@/types/media';
import { UploadZone } from './upload-zone';

const jpeg = (name: string, size = 2048) => {
  const file = new File(['jpeg'], name, { type: 'image/jpeg' });
  Object.defineProperty(file, 'size', { value: size });
  return file;
};

const uploaded = (name: string, alt: string): Media => libraryItem({ id: 7, url: '/media/3f2a.jpg', name, alt, bytes: 2048, color: null, variants: [] });

function choose(...files: File[]) {
  fireEvent.input(document.querySelector('input[type="file"]')!, { target: { files } });
}

describe('UploadZone', () => {
  it('gives each chosen file a row whose alt text is guessed from its name', () => {
    fakeApi({});
    renderWithQuery(<UploadZone />);
    choose(jpeg('beach-shoot_2.jpg'), jpeg('brickell.coffee.jpg'));
    expect((screen.getByLabelText('Alt text of beach-shoot_2.jpg') as HTMLInputElement).value).toBe('Beach shoot 2');
    expect((screen.getByLabelText('Alt text of brickell.coffee.jpg') as HTMLInputElement).value).toBe('Brickell coffee');
    expect(screen.getByRole('button', { name: 'Upload 2 files' })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('2 files ready: check the alt text, then upload.');
  });

  it('uploads with the edited alt text, shows progress, then hands the item over', async () => {
    fakeApi({ 'GET /api/admin/media': () => Response.json({ media: [], total: 0 }) });
    const requests = fakeXhr();
    const onUploaded = vi.fn();
    renderWithQuery(<UploadZone onUploaded={onUploaded} />);
    choose(jpeg('beach-shoot.jpg'));
    fireEvent.input(screen.getByLabelText('Alt text of beach-shoot.jpg'), { target: { value: 'Two models on South Beach' } });
    fireEvent.click(screen.getByRole('button', { name: 'Upload 1 file' }));

    const xhr = requests[0]!;
    expect(xhr.url).toBe('/api/admin/media');
    expect(xhr.fields.alt).toBe('Two models on South Beach');
    expect((xhr.fields.file as File).name).toBe('beach-shoot.jpg');
    xhr.progress(30, 100);
    const bar = await screen.findByRole('progressbar', { name: 'Uploading beach-shoot.jpg' });
    await waitFor(() => expect(bar.getAttribute('aria-valuenow')).toBe('30'));
    expect(bar.getAttribute('aria-valuemin')).toBe('0');
    expect(bar.getAttribute('aria-valuemax')).toBe('100');

    xhr.respond(201, { media: uploaded('beach-shoot.jpg', 'Two models on South Beach') });
    await waitFor(() => expect(onUploaded).toHaveBeenCalledWith(expect.objectContaining({ id: 7 })));
    expect(screen.queryByLabelText('Alt text of beach-shoot.jpg')).toBeNull();
    expect(screen.getByRole('status').textContent).toBe('beach-shoot.jpg uploaded.');
  });

  it('sends nothing without an alt text', () => {
    fakeApi({});
    const requests = fakeXhr();
    renderWithQuery(<UploadZone />);
    choose(jpeg('a.jpg'));
    fireEvent.input(screen.getByLabelText('Alt text of a.jpg'), { target: { value: '  ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Upload 1 file' }));
    expect(requests).toHaveLength(0);
    expect(screen.getByText('Alt text is required: describe what the image shows')).toBeTruthy();
    expect(screen.getByLabelText('Alt text of a.jpg').getAttribute('aria-invalid')).toBe('true');
  });

  it("shows the server's refusal on its file, and Retry sends it again", async () => {
    fakeApi({ 'GET /api/admin/media': () => Response.json({ media: [], total: 0 }) });
    const requests = fakeXhr();
    renderWithQuery(<UploadZone />);
    choose(jpeg('ok.jpg'), jpeg('broken.jpg'));
    fireEvent.click(screen.getByRole('button', { name: 'Upload 2 files' }));

    requests[0]!.respond(201, { media: uploaded('ok.jpg', 'Ok') });
    await waitFor(() => expect(requests).toHaveLength(2));
    requests[1]!.respond(422, { message: 'The file is not a readable image', errors: { file: 'The file is not a readable image' } });
    expect(await screen.findByText('The file is not a readable image')).toBeTruthy();
    expect(screen.queryByLabelText('Alt text of ok.jpg')).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Retry broken.jpg' }));
    await waitFor(() => expect(requests).toHaveLength(3));
    requests[2]!.respond(413, { message: 'File too large: images can be at most 20 MB' });
    expect(await screen.findByText('File too large: images can be at most 20 MB')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Remove broken.jpg' }));
    expect(screen.queryByLabelText('Alt text of broken.jpg')).toBeNull();
  });

  it('puts an alt text the server refuses under its field', async () => {
    fakeApi({});
    fakeXhr((xhr) => xhr.respond(422, { message: 'Validation failed', errors: { alt: 'Alt text must be at most 200 characters' } }));
    renderWithQuery(<UploadZone />);
    choose(jpeg('a.jpg'));
    fireEvent.click(screen.getByRole('button', { name: 'Upload 1 file' }));
    expect(await screen.findByText('Alt text must be at most 200 characters')).toBeTruthy();
    expect(screen.getByLabelText('Alt text of a.jpg').getAttribute('aria-invalid')).toBe('true');
  });

  it('refuses at once a file the server would refuse for its size or type', () => {
    fakeApi({});
    const requests = fakeXhr();
    renderWithQuery(<UploadZone kind="image" />);
    choose(jpeg('huge.jpg', 25 * 1024 * 1024));
    expect(screen.getByText('Images can be at most 20 MB.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Retry huge.jpg' })).toBeNull();
    expect((screen.getByRole('button', { name: 'Upload' }) as HTMLButtonElement).disabled).toBe(true);
    expect(requests).toHaveLength(0);
  });

  it('takes dropped files', () => {
    fakeApi({});
    renderWithQuery(<UploadZone />);
    const zone = screen.getByRole('button', { name: 'Choose files' }).parentElement!;
    // happy-dom's DragEvent drops the files testing-library gives it: build the event by hand.
    const drop = new Event('drop', { bubbles: true, cancelable: true });
    Object.defineProperty(drop, 'dataTransfer', { value: { files: [jpeg('dropped.jpg')] } });
    fireEvent(zone, drop);
    expect(drop.defaultPrevented).toBe(true);
    expect(screen.getByLabelText('Alt text of dropped.jpg')).toBeTruthy();
  });
});
