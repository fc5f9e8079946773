import { render, screen } from '@testing-library/preact';
import { describe, expect, it } from 'vitest';
import { App } from '@/app/app';
import { NotFoundRoute } from './not-found';

describe('Not Found page', () => {
  it('shows the heading and the hint of the spec', () => {
    render(<NotFoundRoute />);

    expect(screen.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeTruthy();
    expect(screen.getByText('Did you forget to add the page to the router?')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to home' }).getAttribute('href')).toBe('/');
  });

  it('is what the router shows for an unknown path', () => {
    window.history.replaceState(null, '', '/nonexistent');
    render(<App />);
    expect(screen.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeTruthy();
  });

  it.each(['/', '/blog', '/blog/ugc-content-strategy-guide'])('is not shown at the known route %s', (path) => {
    window.history.replaceState(null, '', path);
    render(<App />);
    expect(screen.queryByText('Page Not Found')).toBeNull();
  });
});
