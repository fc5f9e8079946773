import { fireEvent, screen, waitFor, within } from '@testing-library/preact';
import { afterEach, describe, expect, it } from 'vitest';
import { formatDateTime } from '@/lib/format-date';
import { currentToasts, remove } from '@/lib/toast';
import { fakeApi, renderWithQuery, sentBodies } from '@/testing/admin';
import { STAT_MESSAGE } from '../rules';
import { TEST_CONTENT } from '../test-content';
import type { SiteContent } from '../types';
import type { Controls } from './form-context';
import { SiteContentEditor } from './site-content-editor';

afterEach(() => remove());

const CONTROLS: Controls = {
  mediaInput: ({ onValueChange: _set, accept: _accept, ...input }) => <input {...input} />,
  markdownInput: ({ control, value, onChange }) => (
    <textarea {...control} value={value} onInput={(e) => onChange((e.currentTarget as HTMLTextAreaElement).value)} />
  ),
};

const PATCH = 'PATCH /api/admin/site-content';

/** The sections' versions as loaded: every save names its section's. */
const VERSIONS = { hero: 3, stats: 2, legal: 1, sections: 0 };

function serve(patch: (body: Record<string, unknown>) => Response = (body) => Response.json({ content: { ...TEST_CONTENT, ...body } })) {
  return fakeApi({
    'GET /api/site-content': () => Response.json({ content: TEST_CONTENT, versions: VERSIONS }),
    [PATCH]: (body) => patch(body as Record<string, unknown>),
  });
}

async function open(tab: string) {
  renderWithQuery(<SiteContentEditor controls={CONTROLS} preview={() => null} />);
  fireEvent.click(await screen.findByRole('tab', { name: tab }));
}

const input = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const type = (label: string, value: string) => fireEvent.input(input(label), { target: { value } });

describe('SiteContentEditor', () => {
  it('moves a stat by keyboard, keeps the focus on it, and saves the stats alone', async () => {
    const api = serve();
    await open('Stats');
    const up = screen.getByRole('button', { name: 'Move stat 2 up' });
    up.focus();
    fireEvent.click(up);
    expect(input('Figure of stat 1').value).toBe('10K+');
    expect(input('Figure of stat 2').value).toBe('100+');
    // At the top, its Move up is disabled: the focus goes to Move down of the same stat.
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Move stat 1 down' })));
    expect(screen.getByText('Stat moved to position 1 of 4.')).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Stats (unsaved changes)' })).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Save Stats' }));
    await waitFor(() => expect(currentToasts()[0]?.title).toBe('Stats saved'));
    expect(sentBodies(api, 'PATCH', '/api/admin/site-content')).toEqual([
      { stats: [TEST_CONTENT.stats[1], TEST_CONTENT.stats[0], TEST_CONTENT.stats[2], TEST_CONTENT.stats[3]], versions: { stats: 2 } },
    ]);
    expect(screen.getByRole('tab', { name: 'Stats' })).toBeTruthy();
  });

  it('moves a stat with Alt+↑ from its field, which keeps the focus', async () => {
    serve();
    await open('Stats');
    const field = input('Label of stat 3');
    field.focus();
    fireEvent.keyDown(field, { key: 'ArrowUp', altKey: true });
    expect(input('Label of stat 2').value).toBe('Accumulated views');
    await waitFor(() => expect(document.activeElement).toBe(field));
  });

  it('checks a stat before sending it and says so beside the field', async () => {
    const api = serve();
    await open('Stats');
    type('Figure of stat 1', 'More than ten thousand');
    fireEvent.click(screen.getByRole('button', { name: 'Save Stats' }));
    expect(await screen.findByText(STAT_MESSAGE)).toBeTruthy();
    expect(input('Figure of stat 1').getAttribute('aria-invalid')).toBe('true');
    expect(currentToasts()[0]).toMatchObject({ variant: 'destructive', title: 'Check the fields' });
    expect(sentBodies(api, 'PATCH', '/api/admin/site-content')).toEqual([]);
    // Checked again on every change from then on.
    type('Figure of stat 1', '10K+');
    expect(screen.queryByText(STAT_MESSAGE)).toBeNull();
  });

  it("shows the server's messages beside their fields, and above the form when no field is theirs", async () => {
    serve(() =>
      Response.json(
        {
          message: 'Some fields are not valid',
          errors: { 'faq.items.1.answer': 'The answer is required', faq: 'faq: expected a JSON object' },
        },
        { status: 422 },
      ),
    );
    await open('FAQ');
    fireEvent.click(screen.getByRole('button', { name: 'Save FAQ' }));
    expect(await screen.findByText('The answer is required')).toBeTruthy();
    expect(input('Answer to question 2').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByRole('alert').textContent).toContain('faq: expected a JSON object');
    expect(currentToasts()[0]).toMatchObject({ variant: 'destructive', title: 'Error', description: 'Some fields are not valid' });
    // The message follows its question when it moves.
    fireEvent.click(screen.getByRole('button', { name: 'Move question 2 up' }));
    expect(input('Answer to question 1').getAttribute('aria-invalid')).toBe('true');
    expect(input('Answer to question 2').getAttribute('aria-invalid')).toBeNull();
  });

  it('adds and removes questions, up to the limit', async () => {
    const twenty: SiteContent['faq']['items'] = Array.from({ length: 19 }, (_, i) => ({ question: `Question number ${i}?`, answer: 'Yes.' }));
    fakeApi({ 'GET /api/site-content': () => Response.json({ content: { ...TEST_CONTENT, faq: { ...TEST_CONTENT.faq, items: twenty } } }) });
    await open('FAQ');
    const add = screen.getByRole('button', { name: 'Add question' });
    fireEvent.click(add);
    await waitFor(() => expect(document.activeElement).toBe(input('Question 20')));
    expect((add as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByText(/20\/20 questions/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Remove question 20' }));
    expect(screen.queryByLabelText('Question 20')).toBeNull();
    expect((add as HTMLButtonElement).disabled).toBe(false);
  });

  it('adds a profile link with a network not linked yet', async () => {
    serve();
    await open('Footer');
    fireEvent.click(screen.getByRole('button', { name: 'Add link' }));
    expect((screen.getByLabelText('Network of link 2') as HTMLSelectElement).value).toBe('tiktok');
  });

  it('keeps the unsaved changes of a tab while another is open, and resets them', async () => {
    serve();
    await open('Hero');
    type('Subtitle', 'A new promise for Miami businesses.');
    fireEvent.click(screen.getByRole('tab', { name: 'Contact' }));
    fireEvent.click(screen.getByRole('tab', { name: 'Hero (unsaved changes)' }));
    expect(input('Subtitle').value).toBe('A new promise for Miami businesses.');
    fireEvent.click(screen.getByRole('button', { name: 'Reset' }));
    expect(input('Subtitle').value).toBe(TEST_CONTENT.hero.subtitle);
  });

  it('saves a legal page with its field alone', async () => {
    const api = serve((body) => Response.json({ content: { ...TEST_CONTENT, legal: { ...TEST_CONTENT.legal, ...(body.legal as object) } } }));
    await open('Privacy Policy');
    fireEvent.input(screen.getByRole('textbox', { name: 'Privacy Policy' }), { target: { value: '## Updated' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save Privacy Policy' }));
    await waitFor(() => expect(currentToasts()[0]?.title).toBe('Privacy Policy saved'));
    expect(sentBodies(api, 'PATCH', '/api/admin/site-content')).toEqual([{ legal: { privacyMarkdown: '## Updated' }, versions: { legal: 1 } }]);
  });

  it('turns a section off with its switch and saves the six switches', async () => {
    const api = serve();
    await open('Sections shown');
    const faq = screen.getByRole('switch', { name: 'FAQ' });
    fireEvent.click(faq);
    expect(faq.getAttribute('aria-checked')).toBe('false');
    fireEvent.click(screen.getByRole('button', { name: 'Save Visibility' }));
    await waitFor(() => expect(currentToasts()[0]?.title).toBe('Visibility saved'));
    expect(sentBodies(api, 'PATCH', '/api/admin/site-content')).toEqual([{ sections: { ...TEST_CONTENT.sections, faq: false }, versions: { sections: 0 } }]);
  });

  it('bases the second legal page on the version the first one’s save made, when its text is unchanged', async () => {
    let version = 1;
    const api = serve((body) => {
      version += 1;
      return Response.json({ content: { ...TEST_CONTENT, legal: { ...TEST_CONTENT.legal, ...(body.legal as object) } }, versions: { ...VERSIONS, legal: version } });
    });
    await open('Privacy Policy');
    fireEvent.input(screen.getByRole('textbox', { name: 'Privacy Policy' }), { target: { value: '## Updated' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save Privacy Policy' }));
    await waitFor(() => expect(currentToasts()[0]?.title).toBe('Privacy Policy saved'));
    fireEvent.click(screen.getByRole('tab', { name: 'Terms of Service' }));
    fireEvent.input(screen.getByRole('textbox', { name: 'Terms of Service' }), { target: { value: '## New terms' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save Terms of Service' }));
    await waitFor(() => expect(currentToasts()[0]?.title).toBe('Terms of Service saved'));
    expect(sentBodies(api, 'PATCH', '/api/admin/site-content')[1]).toEqual({ legal: { termsMarkdown: '## New terms' }, versions: { legal: 2 } });
  });

  it('on a stale save shows what differs and keeps the admin’s change on top of theirs', async () => {
    const theirs = { ...TEST_CONTENT, hero: { ...TEST_CONTENT.hero, eyebrow: 'Their eyebrow' } };
    let calls = 0;
    const api = serve((body) => {
      calls += 1;
      if (calls === 1) {
        return Response.json(
          { message: 'Someone else changed the hero since you opened it', current: { content: theirs, versions: { ...VERSIONS, hero: 4 } }, changedBy: 'maria', changedAt: '2026-11-21T23:00:00.000Z' },
          { status: 412 },
        );
      }
      return Response.json({ content: { ...theirs, ...body }, versions: { ...VERSIONS, hero: 5 } });
    });
    await open('Hero');
    type('Subtitle', 'A new promise for Miami businesses.');
    fireEvent.click(screen.getByRole('button', { name: 'Save Hero' }));

    const dialog = await screen.findByRole('dialog', { name: 'Someone else changed this Hero section' });
    expect(dialog.textContent).toContain(`maria saved it on ${formatDateTime('2026-11-21T23:00:00.000Z')}`);
    const rows = within(dialog).getByRole('list', { name: 'What differs' });
    expect(rows.textContent).toContain('Eyebrow');
    expect(rows.textContent).toContain('Changed by them');
    expect(rows.textContent).toContain('Subtitle');
    expect(rows.textContent).toContain('Changed by you');

    fireEvent.click(within(dialog).getByRole('button', { name: 'Keep mine' }));
    await waitFor(() => expect(currentToasts()[0]?.title).toBe('Hero saved'));
    const [, second] = sentBodies(api, 'PATCH', '/api/admin/site-content') as { hero: Record<string, unknown>; versions: unknown }[];
    expect(second!.versions).toEqual({ hero: 4 });
    expect(second!.hero).toMatchObject({ eyebrow: 'Their eyebrow', subtitle: 'A new promise for Miami businesses.' });
  });

  it('on a stale save, "Reload theirs" puts the stored section in the form', async () => {
    const theirs = { ...TEST_CONTENT, hero: { ...TEST_CONTENT.hero, eyebrow: 'Their eyebrow' } };
    const api = serve(() =>
      Response.json({ message: 'Stale', current: { content: theirs, versions: { ...VERSIONS, hero: 4 } } }, { status: 412 }),
    );
    await open('Hero');
    type('Subtitle', 'A new promise for Miami businesses.');
    fireEvent.click(screen.getByRole('button', { name: 'Save Hero' }));
    const dialog = await screen.findByRole('dialog', { name: 'Someone else changed this Hero section' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reload theirs' }));
    await waitFor(() => expect((screen.getByLabelText(/^Eyebrow/) as HTMLInputElement).value).toBe('Their eyebrow'));
    expect(input('Subtitle').value).toBe(TEST_CONTENT.hero.subtitle);
    expect(sentBodies(api, 'PATCH', '/api/admin/site-content')).toHaveLength(1);
  });
});
