import { screen } from '@testing-library/preact';
import { describe, expect, it } from 'vitest';
import { fakeApi, renderWithQuery } from '@/testing/admin';
import { DashboardView } from './dashboard-view';

describe('DashboardView', () => {
  it('shows each count linking to its manager with the fixed trend labels, and the metrics', async () => {
    fakeApi({
      'GET /api/admin/dashboard': () =>
        Response.json({
          counts: { services: 6, projects: 5, testimonials: 2, clientLogos: 7, posts: 4, unreadSubmissions: 3 },
          analytics: { totalVisits: 1234, todayVisits: 12 },
        }),
    });
    renderWithQuery(<DashboardView />);
    expect(await screen.findByText('1,234')).toBeTruthy();
    for (const [label, count, trend, href] of [
      ['Services', '6', '+5%', '/admin/services'],
      ['Projects', '5', '+12%', '/admin/projects'],
      ['Testimonials', '2', '+3%', '/admin/testimonials'],
      ['Client Logos', '7', '+8%', '/admin/client-logos'],
      ['Blog Posts', '4', 'Drafts and scheduled included', '/admin/blog-posts'],
    ]) {
      const card = screen.getByRole('link', { name: new RegExp(`^${label}`) });
      expect(card.getAttribute('href')).toBe(href);
      expect(card.textContent).toContain(count);
      expect(card.textContent).toContain(trend);
    }
    expect(screen.getByText('12')).toBeTruthy();
    expect(screen.getByRole('link', { name: /3 unread messages/ }).getAttribute('href')).toBe('/admin/contact-submissions');
    expect(screen.getByRole('heading', { name: 'Recent Activity' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Quick Actions' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Write a blog post' }).getAttribute('href')).toBe('/admin/blog-posts/new');
  });
});
