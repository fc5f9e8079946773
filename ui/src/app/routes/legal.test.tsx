import { render, screen, waitFor } from '@testing-library/preact';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { App } from '@/app/app';
import { DEFAULT_CONTENT } from '@/config/default-content';
import { resetSiteContent } from '@/features/site-content/site-content';
import { resetSiteData } from '@/features/site-data/site-data';
import { fakeApi } from '@/testing/admin';
import { inlineAppData } from '@/testing/app-data';

const PRIVACY = { title: 'Privacy Policy', html: '<p>We set <strong>no cookies</strong>.</p><h2>Your rights</h2>' };

function appData(extra: object = {}) {
  return JSON.stringify({ settings: { siteName: 'Casa Studio' }, content: DEFAULT_CONTENT, ...extra });
}

const inline = (extra: object = {}) => inlineAppData(appData(extra));

describe('legal pages', () => {
  beforeEach(() => {
    resetSiteData();
    resetSiteContent();
  });
  afterEach(() => document.getElementById('app-data')?.remove());

  it('/privacy shows the inlined title and the text the server rendered, in the prose styles', async () => {
    inline({ legal: PRIVACY });
    window.history.replaceState(null, '', '/privacy');
    render(<App />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'Your rights' })).toBeTruthy();
    expect(screen.getByText('no cookies').closest('.prose-article')).toBeTruthy();
    await waitFor(() => expect(document.title).toBe('Privacy Policy | Casa Studio'));
  });

  it('a site without the page shows Not Found', async () => {
    inline({ content: { ...DEFAULT_CONTENT, legal: { privacy: true, terms: false } } });
    window.history.replaceState(null, '', '/terms');
    render(<App />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Page Not Found' })).toBeTruthy();
  });

  it('reached from another page, it reads the page the server serves there', async () => {
    inline();
    const fetchMock = fakeApi({
      'POST /api/analytics/visit': () => new Response(null, { status: 202 }),
      'GET /api/analytics/public': () => Response.json({ totalVisits: 0, todayVisits: 0 }),
      'GET /terms': () =>
        new Response(`<html><body><script id="app-data" type="application/json">${appData({ legal: { title: 'Terms of Service', html: '<p>By using this website…</p>' } })}</script></body></html>`),
    });
    window.history.replaceState(null, '', '/terms');
    // The document was loaded at another address: its inlined data is not this page's.
    const entries = performance.getEntriesByType;
    performance.getEntriesByType = () => [{ name: 'http://localhost/' } as PerformanceEntry];
    try {
      render(<App />);
      expect(await screen.findByRole('heading', { level: 1, name: 'Terms of Service' })).toBeTruthy();
      expect(screen.getByText('By using this website…')).toBeTruthy();
      expect(fetchMock.mock.calls.map(([url]) => url)).toContain('/terms');
    } finally {
      performance.getEntriesByType = entries;
    }
  });
});
