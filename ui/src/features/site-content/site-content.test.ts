import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_CONTENT } from '@/config/default-content';
import { fakeApi } from '@/testing/admin';
import { inlineAppData } from '@/testing/app-data';
import { cachedSiteContent, loadSiteContent, resetSiteContent } from './site-content';

const inline = (content: unknown) => inlineAppData(JSON.stringify({ settings: {}, content }));

const WHOLE = { ...DEFAULT_CONTENT, cta: { ...DEFAULT_CONTENT.cta, heading: 'Call us today' } };

describe('site content', () => {
  beforeEach(() => resetSiteContent());
  afterEach(() => document.getElementById('app-data')?.remove());

  it('uses the whole inlined content at once, without a request', async () => {
    const fetchMock = fakeApi({});
    inline(WHOLE);
    expect(cachedSiteContent()?.cta.heading).toBe('Call us today');
    expect((await loadSiteContent()).cta.heading).toBe('Call us today');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('fills what the inlined content lacks from the defaults, without a request', async () => {
    const fetchMock = fakeApi({});
    inline({ ...WHOLE, faq: 'broken' });
    expect(cachedSiteContent()).toBeNull();
    const content = await loadSiteContent();
    expect(content.cta.heading).toBe('Call us today');
    expect(content.faq).toEqual(DEFAULT_CONTENT.faq);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('asks the API once when the page carries none', async () => {
    const fetchMock = fakeApi({
      'GET /api/site-content': () => Response.json({ content: { ...WHOLE, legal: { privacyMarkdown: 'x', termsMarkdown: '' } } }),
    });
    const [first, second] = await Promise.all([loadSiteContent(), loadSiteContent()]);
    expect(first.cta.heading).toBe('Call us today');
    expect(first.legal).toEqual({ privacy: true, terms: false });
    expect(second).toBe(first);
    expect(await loadSiteContent()).toBe(first);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('shows the defaults when the API fails', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    fakeApi({ 'GET /api/site-content': () => new Response('down', { status: 500 }) });
    expect(await loadSiteContent()).toEqual(DEFAULT_CONTENT);
  });
});
