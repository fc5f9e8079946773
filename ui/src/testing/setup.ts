// Runs before every test file: a clean DOM, storage and URL between tests, and no real network.

import { cleanup } from '@testing-library/preact';
import { afterEach, beforeEach, vi } from 'vitest';

beforeEach(() => {
  // Components that call the API without a test's own fetch double get a quiet "not found"
  // instead of a real connection attempt; tests that care stub fetch themselves.
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(JSON.stringify({ message: 'Not found' }), { status: 404 })),
  );
});

afterEach(() => {
  cleanup();
  localStorage.clear();
  window.history.replaceState(null, '', '/');
});
