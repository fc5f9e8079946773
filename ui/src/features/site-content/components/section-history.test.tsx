// A Site Content form's History (the screen's other behaviour: site-content-editor.test.tsx). The
// History control is a stand-in here: the app lends the history feature's (tested there).

import { fireEvent, screen, waitFor } from '@testing-library/preact';
import { afterEach, describe, expect, it } from 'vitest';
import { currentToasts, remove } from '@/lib/toast';
import { fakeApi, renderWithQuery, sentBodies } from '@/testing/admin';
import { fakeHistory } from '@/testing/history';
import { TEST_CONTENT } from '../test-content';
import type { Controls } from './form-context';
import { SiteContentEditor } from './site-content-editor';

afterEach(() => remove());

const VERSIONS = { hero: 3, stats: 2, legal: 1, sections: 0 };

/** The last props the History control got, and a restore the server answered with `answer`. */
function controlsWith(answer: unknown) {
  const { History, seen } = fakeHistory(answer);
  const controls: Controls = {
    mediaInput: ({ onValueChange: _set, accept: _accept, ...input }) => <input {...input} />,
    markdownInput: ({ control, value, onChange }) => (
      <textarea {...control} value={value} onInput={(e) => onChange((e.currentTarget as HTMLTextAreaElement).value)} />
    ),
    history: History,
  };
  return { controls, seen };
}

const textbox = (name: string) => screen.getByRole('textbox', { name }) as HTMLTextAreaElement;

describe('a Site Content form’s History', () => {
  it('a legal page restores the legal section: both pages hold it but one with unsaved changes, and saves follow its version', async () => {
    const legal = { privacyMarkdown: '## Restored privacy', termsMarkdown: '## Restored terms' };
    const api = fakeApi({
      'GET /api/site-content': () => Response.json({ content: TEST_CONTENT, versions: VERSIONS }),
      'PATCH /api/admin/site-content': (body) =>
        Response.json({
          content: { ...TEST_CONTENT, legal: { ...legal, ...(body as { legal: object }).legal } },
          versions: { ...VERSIONS, legal: 5 },
        }),
    });
    const { controls, seen } = controlsWith({ content: { ...TEST_CONTENT, legal }, versions: { ...VERSIONS, legal: 4 } });
    renderWithQuery(<SiteContentEditor controls={controls} preview={() => null} />);

    fireEvent.click(await screen.findByRole('tab', { name: 'Privacy Policy' }));
    expect(seen.props).toMatchObject({ kind: 'siteContent', itemId: 'legal', name: 'the legal pages', version: 1, dirty: false });
    expect(seen.props!.current).toEqual(TEST_CONTENT.legal);
    // The whole section is compared, each page under its own name.
    expect(seen.props!.fields).toEqual([
      { key: 'privacyMarkdown', label: 'Privacy Policy' },
      { key: 'termsMarkdown', label: 'Terms of Service' },
    ]);

    // Unsaved work on both pages; the History is asked from the Privacy Policy's.
    fireEvent.click(screen.getByRole('tab', { name: 'Terms of Service' }));
    fireEvent.input(textbox('Terms of Service'), { target: { value: '## My unsaved terms' } });
    fireEvent.click(screen.getByRole('tab', { name: 'Privacy Policy' }));
    fireEvent.input(textbox('Privacy Policy'), { target: { value: '## My unsaved privacy' } });
    expect(seen.props?.dirty).toBe(true);

    fireEvent.click(screen.getByRole('button', { name: 'History' }));
    await waitFor(() => expect(textbox('Privacy Policy').value).toBe('## Restored privacy'));
    // The screen keeps the answer as the content stored now: what the History compares with next.
    await waitFor(() => expect(seen.props).toMatchObject({ version: 4, dirty: false, current: legal }));
    expect(screen.getByRole('tab', { name: 'Privacy Policy' })).toBeTruthy();
    // The other page's unsaved work stays: the restore did not ask about it.
    expect(screen.getByRole('tab', { name: 'Terms of Service (unsaved changes)' })).toBeTruthy();

    fireEvent.input(textbox('Privacy Policy'), { target: { value: '## Privacy after the restore' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save Privacy Policy' }));
    await waitFor(() => expect(currentToasts()[0]?.title).toBe('Privacy Policy saved'));
    expect(sentBodies(api, 'PATCH', '/api/admin/site-content')).toEqual([
      { legal: { privacyMarkdown: '## Privacy after the restore' }, versions: { legal: 4 } },
    ]);
    fireEvent.click(screen.getByRole('tab', { name: 'Terms of Service (unsaved changes)' }));
    expect(textbox('Terms of Service').value).toBe('## My unsaved terms');
  });
});

describe('a Site Content form’s History, restored with an answer of another shape', () => {
  it('changes nothing', async () => {
    fakeApi({ 'GET /api/site-content': () => Response.json({ content: TEST_CONTENT, versions: VERSIONS }) });
    const { controls, seen } = controlsWith({ id: 3 });
    renderWithQuery(<SiteContentEditor controls={controls} preview={() => null} />);
    fireEvent.click(await screen.findByRole('tab', { name: 'Hero' }));
    expect(seen.props).toMatchObject({ itemId: 'hero', name: 'the Hero section', version: 3 });
    fireEvent.click(screen.getByRole('button', { name: 'History' }));
    expect(seen.props).toMatchObject({ version: 3 });
    expect((screen.getByLabelText(/^Headline/) as HTMLInputElement).value).toBe(TEST_CONTENT.hero.headline);
  });
});
