// The case study editor's History (its other behaviour: case-study-editor.test.tsx). The History
// control is a stand-in here: the app lends the history feature's (tested there).

import { fireEvent, screen, waitFor } from '@testing-library/preact';
import { afterEach, describe, expect, it } from 'vitest';
import type { MediaInputProps, MediaPicker } from '@/components/ui/media-slots';
import { currentToasts, remove } from '@/lib/toast';
import { fakeApi, renderWithQuery, sentIfMatch } from '@/testing/admin';
import { fakeHistory } from '@/testing/history';
import { testProject, testStudy } from '../test-study';
import { CaseStudyEditor } from './case-study-editor';

afterEach(() => {
  remove();
  localStorage.clear();
});

const PATH = '/api/projects/3/case-study';
const PROJECT = testProject();

function VideoInput({ onValueChange: _set, ...props }: MediaInputProps) {
  return <input {...props} />;
}

const Picker: MediaPicker = () => null;

describe('CaseStudyEditor with a History', () => {
  it('a restored version replaces the form, and the next save is based on it', async () => {
    const restored = testStudy({ version: 6, client: 'Solana Restaurant Group', results: [{ value: '+90%', label: 'bookings' }] });
    const api = fakeApi({
      'GET /api/projects': () => Response.json({ projects: [PROJECT] }),
      'GET /api/case-studies': () => Response.json({ caseStudies: [testStudy({ version: 4 })], links: [] }),
      'GET /api/media': () => Response.json({ media: {} }),
      [`GET ${PATH}`]: () => Response.json({ caseStudy: testStudy({ version: 4 }) }),
      'POST /api/admin/markdown/preview': () => Response.json({ html: '<p>We relaunched it.</p>' }),
      [`PUT ${PATH}`]: (body) => Response.json({ caseStudy: { ...restored, ...(body as object), version: 7 } }),
    });
    const { History, seen } = fakeHistory(restored);
    const site = { name: 'MYTH Agency', publicUrl: 'https://mythagency.com' };
    renderWithQuery(<CaseStudyEditor projectId={3} site={site} videoInput={VideoInput} picker={Picker} history={History} />);

    fireEvent.click(await screen.findByRole('button', { name: 'History' }));
    expect(seen.props).toMatchObject({ kind: 'caseStudy', itemId: 3, name: 'the case study of “Solana Cocina”' });
    // The results compare as figures, without the ids that keep their rows on screen.
    expect(seen.props!.comparable!(testStudy())).toMatchObject({
      results: [
        { value: '+240%', label: 'reach in 90 days' },
        { value: '3.1M', label: 'video views' },
      ],
      status: 'Draft',
    });
    const client = () => (screen.getByLabelText(/^Client/) as HTMLInputElement).value;
    await waitFor(() => expect(client()).toBe('Solana Restaurant Group'));
    expect(seen.props).toMatchObject({ version: 6, dirty: false });

    fireEvent.input(screen.getByLabelText(/^Client/), { target: { value: 'Solana Group LLC' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save draft' }));
    await waitFor(() => expect(currentToasts()[0]).toMatchObject({ title: 'Draft saved' }));
    expect(sentIfMatch(api, 'PUT', PATH)).toEqual(['"6"']);
  });
});
