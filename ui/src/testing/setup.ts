// Runs before every test file: a clean DOM, storage and URL between tests, no real network, and
// pages in English (the app sets the page's language before its first render: app/start-page.ts).

import { cleanup } from '@testing-library/preact';
import { afterEach, beforeEach } from 'vitest';
import { setPageLanguage } from '@/i18n/page';
import { fakeApi } from '@/testing/admin';

await setPageLanguage('en');

// The calls the public screens make on their own (content, the visit counter, visit tracking),
// answered as a server with no content would, so a test that renders the whole app without a
// fetch double of its own runs quietly; tests that care stub fetch themselves.
const EMPTY_SITE: Record<string, () => Response> = {
  'GET /api/settings': () => Response.json({ settings: {} }),
  'GET /api/services': () => Response.json({ services: [] }),
  'GET /api/projects': () => Response.json({ projects: [] }),
  'GET /api/testimonials': () => Response.json({ testimonials: [] }),
  'GET /api/client-logos': () => Response.json({ clientLogos: [] }),
  'GET /api/media': () => Response.json({ media: {} }),
  'GET /api/site-content': () => Response.json({ content: {} }),
  'GET /api/analytics/public': () => Response.json({ totalVisits: 0, todayVisits: 0 }),
  'POST /api/analytics/visit': () => new Response(null, { status: 202 }),
};

beforeEach(() => {
  fakeApi(EMPTY_SITE);
});

afterEach(async () => {
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
  window.history.replaceState(null, '', '/');
  await setPageLanguage('en');
});
