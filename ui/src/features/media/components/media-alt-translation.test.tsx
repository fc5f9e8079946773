import { fireEvent, screen, waitFor, within } from '@testing-library/preact';
import { afterEach, describe, expect, it } from 'vitest';
import { formatDate } from '@/lib/format-date';
import { currentToasts, remove } from '@/lib/toast';
import { fakeApi, renderWithQuery, sentBodies, sentIfMatch } from '@/testing/admin';
import { libraryItem } from '@/testing/media';
import type { Media } from '@/types/media';
import { MediaLibrary } from './media-library';

afterEach(() => {
  remove();
  window.history.replaceState(null, '', '/');
});

const SETTINGS = { 'GET /api/settings': () => Response.json({ settings: { languages: 'en,es' } }) };
const CHANGED = '2026-11-21T15:00:00Z';

/** A photo whose Spanish alt text was written before its English one changed. */
const photo = (version = 2, spanish = 'Un muelle al atardecer') =>
  ({
    ...libraryItem({ id: 12, url: '/media/12.jpg', name: 'pier.jpg', alt: 'A pier at dusk, the lights on', version }),
    translations: { es: { alt: spanish } },
    translationStates: { es: { alt: { translatedAt: '2026-11-20T12:00:00Z', outdatedSince: CHANGED } } },
  }) as unknown as Media;

const altText = () => screen.getByLabelText(/^Alt text/) as HTMLInputElement;

describe('The alt text in another language', () => {
  it('shows the Spanish beside the English with its state, and saves only that translation, on the version shown', async () => {
    const calls = fakeApi({
      ...SETTINGS,
      'GET /api/admin/media': () => Response.json({ media: [photo()], total: 1 }),
      'PATCH /api/admin/media/12': () => Response.json({ media: photo(3, 'Un muelle al anochecer') }),
    });
    renderWithQuery(<MediaLibrary />);
    fireEvent.click(await screen.findByRole('button', { name: /^Open pier\.jpg/ }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(await within(dialog).findByRole('radio', { name: 'Español' }));

    expect(altText().value).toBe('Un muelle al atardecer');
    expect(altText().getAttribute('lang')).toBe('es');
    const field = altText().closest('[data-translation]')!;
    expect(field.textContent).toContain('A pier at dusk, the lights on');
    expect(field.textContent).toContain(`Out of date, source changed ${formatDate(CHANGED)}`);
    expect(within(dialog).getByText('1 out of date')).toBeTruthy();

    fireEvent.input(altText(), { target: { value: 'Un muelle al anochecer' } });
    expect(within(dialog).getByRole('group', { name: 'Language' })).toHaveProperty('disabled', true);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save Translation' }));
    await waitFor(() => expect(currentToasts()[0]?.title).toBe('Translation saved'));
    expect(sentBodies(calls, 'PATCH', '/api/admin/media/12')).toEqual([{ translations: { es: { alt: 'Un muelle al anochecer' } } }]);
    expect(sentIfMatch(calls, 'PATCH', '/api/admin/media/12')).toEqual(['"2"']);
  });

  it('opens from a link of the Translations overview on the item, in its language, on the field', async () => {
    fakeApi({
      ...SETTINGS,
      'GET /api/admin/media': () => Response.json({ media: [], total: 0 }),
      'GET /api/admin/media/12': () => Response.json({ media: photo() }),
    });
    window.history.replaceState(null, '', '/admin/media?lang=es&item=12&field=alt');
    renderWithQuery(<MediaLibrary />);
    const dialog = await screen.findByRole('dialog', { name: 'pier.jpg' });
    expect(await within(dialog).findByRole('radio', { name: 'Español' })).toHaveProperty('checked', true);
    await waitFor(() => expect(document.activeElement).toBe(altText()));
    expect(window.location.search).toBe('');
  });

  it('a refused save compares the Spanish texts', async () => {
    const theirs = photo(3, 'Un embarcadero');
    fakeApi({
      ...SETTINGS,
      'GET /api/admin/media': () => Response.json({ media: [photo()], total: 1 }),
      'PATCH /api/admin/media/12': () => Response.json({ message: 'Changed', current: theirs, changedBy: 'maria' }, { status: 412 }),
    });
    renderWithQuery(<MediaLibrary />);
    fireEvent.click(await screen.findByRole('button', { name: /^Open pier\.jpg/ }));
    fireEvent.click(await screen.findByRole('radio', { name: 'Español' }));
    fireEvent.input(altText(), { target: { value: 'Un muelle, mío' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save Translation' }));
    const conflict = await screen.findByRole('dialog', { name: /^Someone else changed this image/ });
    expect(within(conflict).getByRole('list', { name: 'What differs' }).textContent).toContain('Alt text (Español)Changed by both');
  });
});
