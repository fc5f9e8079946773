import { fireEvent, screen, waitFor, within } from '@testing-library/preact';
import { afterEach, describe, expect, it } from 'vitest';
import type { MediaInputProps, MediaPicker } from '@/components/ui/media-slots';
import { formatDate } from '@/lib/format-date';
import { currentToasts, remove } from '@/lib/toast';
import { fakeApi, renderWithQuery, sentBodies, sentIfMatch } from '@/testing/admin';
import type { CaseStudy } from '@/types/case-studies';
import { testProject, testStudy } from '../test-study';
import { CaseStudyEditor } from './case-study-editor';

afterEach(() => {
  remove();
  localStorage.clear();
  window.history.replaceState(null, '', '/');
});

const SITE = { name: 'MYTH Agency', publicUrl: 'https://mythagency.com' };
const PATH = '/api/projects/3/case-study';
const CHANGED = '2026-11-26T15:00:00Z';
const VideoInput = ({ onValueChange: _set, ...props }: MediaInputProps) => <input {...props} />;
const Picker: MediaPicker = () => null;

/** Published in English; in Spanish its body is out of date, its first label translated, and it
 * has no status of its own (it follows the English). */
const inSpanish = (overrides: Partial<CaseStudy> = {}, spanish: Record<string, string> = { bodyMarkdown: 'La relanzamos.', 'results.0.label': 'alcance en 90 días' }) =>
  ({
    ...testStudy({ status: 'published', seoTitle: 'Solana relaunch', ...overrides }),
    translations: { es: spanish },
    translationStates: {
      es: { bodyMarkdown: { translatedAt: '2026-11-25T12:00:00Z', outdatedSince: CHANGED }, 'results.0.label': { translatedAt: '2026-11-25T12:00:00Z' } },
    },
  }) as unknown as CaseStudy;

function open(search: string, stored: CaseStudy, extra: Parameters<typeof fakeApi>[0] = {}) {
  window.history.replaceState(null, '', `/admin/projects/3/case-study${search}`);
  const calls = fakeApi({
    'GET /api/settings': () => Response.json({ settings: { languages: 'en,es' } }),
    'GET /api/projects': () => Response.json({ projects: [testProject()] }),
    'GET /api/case-studies': () => Response.json({ caseStudies: [stored], links: [] }),
    'GET /api/media': () => Response.json({ media: {} }),
    [`GET ${PATH}`]: () => Response.json({ caseStudy: stored }),
    ...extra,
  });
  renderWithQuery(<CaseStudyEditor projectId={3} site={SITE} videoInput={VideoInput} picker={Picker} />);
  return calls;
}

const field = (label: RegExp) => screen.getByLabelText(label) as HTMLInputElement;

describe('CaseStudyEditor in another language', () => {
  it('shows the body, SEO fields and labels beside their English, and says the status follows the English', async () => {
    open('?lang=es', inSpanish());
    expect(await screen.findByRole('radio', { name: 'Español' })).toHaveProperty('checked', true);
    expect(screen.getByText('2 missing, 1 out of date')).toBeTruthy();
    const body = field(/^Body/).closest('[data-translation]')!;
    expect(field(/^Body/).value).toBe('La relanzamos.');
    expect(body.textContent).toContain('We relaunched it.');
    expect(body.textContent).toContain(`Out of date, source changed ${formatDate(CHANGED)}`);
    expect(field(/^What result 1 measures/).value).toBe('alcance en 90 días');
    const second = field(/^What result 2 measures/).closest('[data-translation]')!;
    expect(second.textContent).toContain('Missing');
    expect(second.textContent).toContain('video views');
    expect(field(/^SEO title/).closest('[data-translation]')!.textContent).toContain('Missing');
    const status = screen.getByRole('heading', { name: 'Status in Español' }).parentElement!;
    expect(status.textContent).toContain('Published');
    expect(status.textContent).toContain('Follows the English one');
    expect(screen.getByRole('group', { name: 'Client' }).textContent).toContain('The same in every language');
    expect(screen.getByText('/es/work/solana-cocina')).toBeTruthy();
  });

  it('saves only the Spanish texts changed, on the version shown, and unpublishes in Spanish alone', async () => {
    let stored = inSpanish({ version: 5 });
    const calls = open('?lang=es', stored, {
      [`PUT ${PATH}`]: () => {
        stored = inSpanish({ version: 6 }, { bodyMarkdown: 'La relanzamos.', 'results.0.label': 'alcance en 90 días', 'results.1.label': 'vistas', status: 'draft' });
        return Response.json({ caseStudy: stored });
      },
    });
    await screen.findByRole('radio', { name: 'Español' });
    fireEvent.input(field(/^What result 2 measures/), { target: { value: 'vistas' } });
    fireEvent.click(screen.getByRole('button', { name: 'Unpublish in Español' }));
    await waitFor(() => expect(currentToasts()[0]?.title).toBe('Translation saved'));
    expect(sentBodies(calls, 'PUT', PATH)).toEqual([{ translations: { es: { 'results.1.label': 'vistas', status: 'draft' } } }]);
    expect(sentIfMatch(calls, 'PUT', PATH)).toEqual(['"5"']);
    const status = screen.getByRole('heading', { name: 'Status in Español' }).parentElement!;
    await waitFor(() => expect(status.textContent).toContain('Its own in Español.'));
    expect(screen.getByRole('button', { name: 'Follow the English status' })).toBeTruthy();
  });

  it('opens on the field a link asks for', async () => {
    open('?lang=es&field=results.1.label', inSpanish());
    await screen.findByRole('radio', { name: 'Español' });
    await waitFor(() => expect(document.activeElement).toBe(field(/^What result 2 measures/)));
    expect(within(screen.getByRole('form')).queryByRole('button', { name: /History/ })).toBeNull();
  });

  it('sends an out-of-date body again when marked still right', async () => {
    const calls = open('?lang=es', inSpanish(), { [`PUT ${PATH}`]: () => Response.json({ caseStudy: inSpanish({ version: 2 }) }) });
    await screen.findByRole('radio', { name: 'Español' });
    fireEvent.click(screen.getByRole('button', { name: 'Still right (Body)' }));
    expect(field(/^Body/).closest('[data-translation]')!.getAttribute('data-translation')).toBe('current');
    fireEvent.click(screen.getByRole('button', { name: 'Save translation' }));
    await waitFor(() => expect(currentToasts()[0]?.title).toBe('Translation saved'));
    expect(sentBodies(calls, 'PUT', PATH)).toEqual([{ translations: { es: { bodyMarkdown: 'La relanzamos.' } } }]);
  });
});
