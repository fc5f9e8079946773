import { fireEvent, screen, waitFor, within } from '@testing-library/preact';
import { afterEach, describe, expect, it } from 'vitest';
import { formatDate } from '@/lib/format-date';
import { currentToasts, remove } from '@/lib/toast';
import type { Translations, TranslationStates } from '@/lib/translations';
import { fakeApi, renderWithQuery, sentBodies, sentIfMatch } from '@/testing/admin';
import { servicesEntity } from '../entities';
import { service } from '../testing';
import type { Service } from '../types';
import { ContentManager } from './content-manager';

afterEach(() => {
  remove();
  window.history.replaceState(null, '', '/');
});

const SETTINGS = { 'GET /api/settings': () => Response.json({ settings: { languages: 'en,es' } }) };
const CHANGED = '2026-03-12T15:00:00Z';

/** `item` with its other languages as an admin's GET carries them (the generated type leaves
 * their shape open: lib/translations.ts reads it). */
const inLanguages = (item: Service, translations: Translations, translationStates: TranslationStates) =>
  ({ ...item, translations, translationStates }) as unknown as Service;

/** A service whose Spanish title is out of date and whose description was never translated. */
const translated = (version = 1): Service =>
  inLanguages(
    { ...service(1, 'UGC Packages'), version },
    { es: { title: 'Paquetes UGC' } },
    { es: { title: { translatedAt: '2026-02-01T10:00:00Z', outdatedSince: CHANGED } } },
  );

async function openInSpanish() {
  fireEvent.click(await screen.findByRole('button', { name: 'Edit UGC Packages' }));
  fireEvent.click(await screen.findByRole('radio', { name: 'Español' }));
  return screen.getByRole('dialog');
}

const field = (name: RegExp) => screen.getByLabelText(name) as HTMLInputElement;

describe('ContentManager in another language', () => {
  it('shows each translatable field beside its English, with its state, and the others read-only', async () => {
    fakeApi({ ...SETTINGS, 'GET /api/services': () => Response.json({ services: [translated()] }) });
    renderWithQuery(<ContentManager entity={servicesEntity} />);
    const dialog = await openInSpanish();

    expect(within(dialog).getByRole('radio', { name: 'English (default)' })).toBeTruthy();
    expect(within(dialog).getByRole('status').textContent).toBe('1 missing, 1 out of date');
    expect(field(/^Title/).value).toBe('Paquetes UGC');
    expect(field(/^Description/).value).toBe('');
    // The English beside each field, and the state of each.
    expect(field(/^Title/).getAttribute('lang')).toBe('es');
    const title = field(/^Title/).closest('[data-translation]')!;
    expect(title.getAttribute('data-translation')).toBe('outdated');
    expect(title.textContent).toContain('UGC Packages');
    expect(title.textContent).toContain(`Out of date, source changed ${formatDate(CHANGED)}`);
    const description = field(/^Description/).closest('[data-translation]')!;
    expect(description.textContent).toContain('Missing');
    expect(description.textContent).toContain('A description long enough.');
    // The icon and the position are the same in every language.
    const icon = within(dialog).getByRole('group', { name: 'Icon' });
    expect(icon.textContent).toContain('camera');
    expect(icon.textContent).toContain('The same in every language: change it in English.');
    expect(within(dialog).queryByRole('radiogroup', { name: 'Icon' })).toBeNull();
    expect(within(dialog).getByRole('button', { name: 'Save Translation' })).toBeTruthy();
  });

  it('opens on the first field, not on the language switch', async () => {
    fakeApi({ ...SETTINGS, 'GET /api/services': () => Response.json({ services: [translated()] }) });
    renderWithQuery(<ContentManager entity={servicesEntity} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Edit UGC Packages' }));
    await screen.findByRole('radio', { name: 'Español' });
    expect(document.activeElement).toBe(screen.getByLabelText('Title'));
  });

  it('saves only the translations changed, on the version shown', async () => {
    let stored = translated(4);
    const api = fakeApi({
      ...SETTINGS,
      'GET /api/services': () => Response.json({ services: [stored] }),
      'PATCH /api/services/1': () => {
        stored = inLanguages({ ...stored, version: 5 }, { es: { title: 'Paquetes UGC', description: 'Una descripción bastante larga.' } }, {});
        return Response.json({ service: stored });
      },
    });
    renderWithQuery(<ContentManager entity={servicesEntity} />);
    await openInSpanish();
    fireEvent.input(field(/^Description/), { target: { value: ' Una descripción bastante larga. ' } });
    // While the form holds a change, the language stays.
    expect((screen.getByRole('radio', { name: 'Español' }).closest('fieldset') as HTMLFieldSetElement).disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Save Translation' }));

    await waitFor(() => expect(currentToasts()[0]).toMatchObject({ title: 'Translation saved', description: '“UGC Packages” in Español was saved.' }));
    expect(sentBodies(api, 'PATCH', '/api/services/1')).toEqual([{ translations: { es: { description: 'Una descripción bastante larga.' } } }]);
    expect(sentIfMatch(api, 'PATCH', '/api/services/1')).toEqual(['"4"']);
  });

  it('checks a translation with its field’s rule, and an empty one removes it', async () => {
    const api = fakeApi({
      ...SETTINGS,
      'GET /api/services': () => Response.json({ services: [translated()] }),
      'PATCH /api/services/1': () => Response.json({ service: translated(2) }),
    });
    renderWithQuery(<ContentManager entity={servicesEntity} />);
    await openInSpanish();
    fireEvent.input(field(/^Description/), { target: { value: 'Corta' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save Translation' }));
    expect(await screen.findByText('Description must be at least 10 characters')).toBeTruthy();
    expect(sentBodies(api, 'PATCH', '/api/services/1')).toEqual([]);

    fireEvent.input(field(/^Description/), { target: { value: '' } });
    fireEvent.input(field(/^Title/), { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save Translation' }));
    await waitFor(() => expect(sentBodies(api, 'PATCH', '/api/services/1')).toEqual([{ translations: { es: { title: '' } } }]));
  });

  it('shows the server’s messages of a translation beside its field', async () => {
    fakeApi({
      ...SETTINGS,
      'GET /api/services': () => Response.json({ services: [translated()] }),
      'PATCH /api/services/1': () =>
        Response.json(
          { message: 'Title contains characters that are not allowed', errors: { 'translations.es.title': 'Title contains characters that are not allowed' } },
          { status: 422 },
        ),
    });
    renderWithQuery(<ContentManager entity={servicesEntity} />);
    await openInSpanish();
    fireEvent.input(field(/^Title/), { target: { value: 'Paquetes' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save Translation' }));
    await waitFor(() => expect(field(/^Title/).getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getAllByText('Title contains characters that are not allowed').length).toBeGreaterThan(0);
  });

  it('an out-of-date translation marked still right is sent again as it is', async () => {
    const api = fakeApi({
      ...SETTINGS,
      'GET /api/services': () => Response.json({ services: [translated()] }),
      'PATCH /api/services/1': () => Response.json({ service: translated(2) }),
    });
    renderWithQuery(<ContentManager entity={servicesEntity} />);
    await openInSpanish();
    fireEvent.click(screen.getByRole('button', { name: 'Still right (Title)' }));
    expect(field(/^Title/).closest('[data-translation]')!.getAttribute('data-translation')).toBe('current');
    fireEvent.click(screen.getByRole('button', { name: 'Save Translation' }));
    await waitFor(() => expect(sentBodies(api, 'PATCH', '/api/services/1')).toEqual([{ translations: { es: { title: 'Paquetes UGC' } } }]));
  });

  it('a translation someone else changed first opens the conflict dialog; keep mine sends mine on theirs', async () => {
    const theirs = inLanguages(
      translated(2),
      { es: { title: 'Paquetes de UGC' } },
      { es: { title: { translatedAt: '2026-03-13T10:00:00Z' } } },
    );
    let refused = false;
    const api = fakeApi({
      ...SETTINGS,
      'GET /api/services': () => Response.json({ services: [translated()] }),
      'PATCH /api/services/1': () => {
        if (!refused) {
          refused = true;
          return Response.json({ message: 'Changed meanwhile', current: theirs, changedBy: 'ana' }, { status: 412 });
        }
        return Response.json({ service: { ...theirs, version: 3 } });
      },
    });
    renderWithQuery(<ContentManager entity={servicesEntity} />);
    await openInSpanish();
    fireEvent.input(field(/^Description/), { target: { value: 'Videos cortos y auténticos.' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save Translation' }));

    const conflict = await screen.findByRole('dialog', { name: 'Someone else changed this service in Español' });
    const rows = within(conflict).getByRole('list', { name: 'What differs' });
    expect(within(rows).getByText('Title (Español)').closest('li')!.textContent).toContain('Changed by them');
    expect(within(rows).getByText('Description (Español)').closest('li')!.textContent).toContain('Changed by you');
    fireEvent.click(within(conflict).getByRole('button', { name: 'Keep mine' }));

    await waitFor(() => expect(currentToasts()[0]?.title).toBe('Translation saved'));
    expect(sentBodies(api, 'PATCH', '/api/services/1')).toEqual([
      { translations: { es: { description: 'Videos cortos y auténticos.' } } },
      { translations: { es: { description: 'Videos cortos y auténticos.' } } },
    ]);
    expect(sentIfMatch(api, 'PATCH', '/api/services/1')).toEqual(['"1"', '"2"']);
  });

  it('an address from the Translations overview opens the item in its language, on its field', async () => {
    window.history.replaceState(null, '', '/admin/services?lang=es&item=1&field=description');
    fakeApi({ ...SETTINGS, 'GET /api/services': () => Response.json({ services: [translated()] }) });
    renderWithQuery(<ContentManager entity={servicesEntity} />);
    await waitFor(() => expect(document.activeElement).toBe(field(/^Description/)));
    expect((screen.getByRole('radio', { name: 'Español' }) as HTMLInputElement).checked).toBe(true);
    expect(window.location.search).toBe('');
  });

  it('offers no language on a site of one, and the switch never sends the translations back', async () => {
    const item = translated();
    const api = fakeApi({
      'GET /api/services': () => Response.json({ services: [item] }),
      'PATCH /api/services/1': (body) => Response.json({ service: { ...item, ...(body as object), version: 2 } }),
    });
    renderWithQuery(<ContentManager entity={servicesEntity} />);
    fireEvent.click(await screen.findByRole('switch', { name: 'Active: UGC Packages' }));
    await waitFor(() => expect(currentToasts()[0]?.title).toBe('Service updated'));
    const [sent] = sentBodies(api, 'PATCH', '/api/services/1') as Record<string, unknown>[];
    expect(sent).not.toHaveProperty('translations');
    expect(sent).not.toHaveProperty('translationStates');
    expect(sent).toMatchObject({ title: 'UGC Packages', isActive: false });

    fireEvent.click(screen.getByRole('button', { name: 'Edit UGC Packages' }));
    expect(await screen.findByRole('button', { name: 'Save Changes' })).toBeTruthy();
    expect(screen.queryByRole('radio', { name: 'Español' })).toBeNull();
  });
});
