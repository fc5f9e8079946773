import { fireEvent, screen, waitFor, within } from '@testing-library/preact';
import { describe, expect, it } from 'vitest';
import { fakeApi, renderWithQuery } from '@/testing/admin';
import type { Insights } from '../api/insights';
import { daysBefore } from '../format';
import { DashboardView } from './dashboard-view';

const TODAY = '2026-11-25';

const DASHBOARD = {
  counts: { services: 6, projects: 5, testimonials: 2, clientLogos: 7, posts: 4, unreadSubmissions: 3 },
  analytics: { totalVisits: 1234, todayVisits: 12 },
};

/** Insights of `days` days ending today: visits on the last two days only. */
function insights(days: number, overrides: Partial<Insights> = {}): Insights {
  return {
    days: Array.from({ length: days }, (_, i) => {
      const date = daysBefore(TODAY, days - 1 - i);
      const recent = i >= days - 2;
      return { date, visits: recent ? 20 : 0, visitors: recent ? 8 : 0, inquiries: i === days - 1 ? 1 : 0 };
    }),
    topPages: [
      { path: '/', visits: 30 },
      { path: '/blog', visits: 10 },
    ],
    topSources: [
      { source: 'newsletter', visits: 25 },
      { source: 'Direct', visits: 15 },
    ],
    topCampaigns: [{ campaign: 'spring', visits: 5 }],
    devices: { mobile: 10, tablet: 0, desktop: 30 },
    conversionRate: 1 / 40,
    trends: {
      services: { current: 2, previous: 1 },
      projects: { current: 0, previous: 3 },
      testimonials: { current: 1, previous: 0 },
      clientLogos: { current: 0, previous: 0 },
      visits: { current: 40, previous: 0 },
      inquiries: { current: 1, previous: 0 },
      historySince: daysBefore(TODAY, 1),
    },
    ...overrides,
  };
}

function serve(overrides: Partial<Insights> = {}) {
  return fakeApi({
    'GET /api/admin/dashboard': () => Response.json(DASHBOARD),
    'GET /api/admin/insights': (_, url) => {
      const days = Number(new URL(url, 'http://x').searchParams.get('days') ?? 30);
      return Response.json(insights(days, overrides));
    },
    'GET /api/admin/activity': () =>
      Response.json({
        activity: [
          { id: 3, at: new Date(Date.now() - 3 * 60_000).toISOString(), actor: 'alex', action: 'changed', subject: 'Service “UGC Packages”' },
          { id: 2, at: new Date(Date.now() - 2 * 3_600_000).toISOString(), actor: '', action: 'sent', subject: 'an inquiry from Ana: “Reels”' },
          { id: 1, at: new Date(Date.now() - 3 * 3_600_000).toISOString(), actor: 'alex', action: 'logged in', subject: '' },
        ],
      }),
  });
}

describe('DashboardView', () => {
  it('shows each count linking to its manager with what the last 30 days added, and the metrics', async () => {
    serve();
    renderWithQuery(<DashboardView />);
    expect(await screen.findByText('1,234')).toBeTruthy();
    expect(await screen.findByText('+2 in 30 days')).toBeTruthy();
    for (const [label, count, trend, href] of [
      ['Services', '6', '+2 in 30 days', '/admin/services'],
      ['Projects', '5', 'none new in 30 days', '/admin/projects'],
      ['Testimonials', '2', '+1 in 30 days', '/admin/testimonials'],
      ['Client Logos', '7', 'none new in 30 days', '/admin/client-logos'],
      ['Blog Posts', '4', 'Drafts and scheduled included', '/admin/blog-posts'],
    ]) {
      const card = screen.getByRole('link', { name: new RegExp(`^${label}`) });
      expect(card.getAttribute('href')).toBe(href);
      expect(card.textContent).toContain(count);
      expect(card.textContent).toContain(trend);
    }
    expect(document.body.textContent).not.toMatch(/\+(5|12|3|8)%/);
    expect(screen.getByText('12')).toBeTruthy();
    expect(screen.getByRole('link', { name: /3 unread messages/ }).getAttribute('href')).toBe('/admin/contact-submissions');
    expect(screen.getByRole('heading', { name: 'Quick Actions' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Write a blog post' }).getAttribute('href')).toBe('/admin/blog-posts/new');
  });

  it('says there is nothing to compare with while the visit history is younger than 30 days', async () => {
    serve();
    renderWithQuery(<DashboardView />);
    const visits = (await screen.findByText('Visits, last 30 days')).parentElement!;
    await waitFor(() => expect(visits.textContent).toContain('40'));
    expect(visits.textContent).toContain('No earlier data to compare yet');
    expect(screen.getByText('Inquiries, last 30 days').parentElement!.textContent).toContain('No earlier data to compare yet');
  });

  it('gives the change in percent once there are earlier numbers', async () => {
    serve({
      trends: {
        ...insights(30).trends,
        visits: { current: 150, previous: 100 },
        inquiries: { current: 3, previous: 4 },
        historySince: '2026-01-01',
      },
    });
    renderWithQuery(<DashboardView />);
    const visits = (await screen.findByText('Visits, last 30 days')).parentElement!;
    expect(await within(visits).findByText('+50% vs the previous 30 days')).toBeTruthy();
    expect(screen.getByText('Inquiries, last 30 days').parentElement!.textContent).toContain('−25% vs the previous 30 days');
  });

  it('shows the traffic: chart table, top pages, sources with campaigns, devices and the conversion rate', async () => {
    serve();
    renderWithQuery(<DashboardView />);
    const table = await screen.findByRole('table', { name: 'Visits and visitors per day, last 30 days' });
    const today = within(table).getAllByRole('row')[1]!;
    expect(today.textContent).toBe('Nov 25 (today)2081');
    const chart = screen.getByRole('img', { name: 'Visits and visitors per day, last 30 days' });
    expect(chart.getAttribute('aria-describedby')).toBeTruthy();
    expect(document.getElementById(chart.getAttribute('aria-describedby')!)!.textContent).toBe(
      '40 visits by 16 daily visitors in the last 30 days; the busiest day was Nov 24 with 20 visits.',
    );
    expect(within(screen.getByRole('list', { name: 'Top pages' })).getAllByRole('listitem')[0]!.textContent).toContain('/');
    expect(screen.getByRole('list', { name: 'Top sources' }).textContent).toContain('newsletter25');
    expect(screen.getByRole('list', { name: 'Top campaigns' }).textContent).toContain('spring');
    expect(screen.getByRole('list', { name: 'Visits by device' }).textContent).toContain('Desktop75% · 30 visits');
    expect(screen.getByText(/of visits sent an inquiry/).textContent).toBe('2.5% of visits sent an inquiry');
    expect(screen.getByText('1 inquiry from 40 visits in the last 30 days.')).toBeTruthy();
  });

  it('switches the window with the 7 / 30 / 90 days radio group', async () => {
    const api = serve();
    renderWithQuery(<DashboardView />);
    await screen.findByRole('table', { name: /last 30 days/ });
    const group = screen.getByRole('group', { name: 'Show the last' });
    expect((within(group).getByRole('radio', { name: '30 days' }) as HTMLInputElement).checked).toBe(true);
    fireEvent.click(within(group).getByRole('radio', { name: '7 days' }));
    const table = await screen.findByRole('table', { name: 'Visits and visitors per day, last 7 days' });
    expect(within(table).getAllByRole('row')).toHaveLength(8);
    expect(api.mock.calls.map(([url]) => url)).toContain('/api/admin/insights?days=7');
  });

  it('says no visits were counted yet instead of empty charts', async () => {
    serve({
      days: insights(30).days.map((d) => ({ ...d, visits: 0, visitors: 0, inquiries: 0 })),
      topPages: [],
      topSources: [],
      topCampaigns: [],
      devices: { mobile: 0, tablet: 0, desktop: 0 },
      conversionRate: 0,
      trends: { ...insights(30).trends, historySince: null },
    });
    renderWithQuery(<DashboardView />);
    const empty = await screen.findAllByText('No visits were counted yet: they appear here as people browse the site.');
    expect(empty).toHaveLength(5); // the chart, top pages, top sources, devices, conversion
    expect(screen.queryByRole('img', { name: /Visits and visitors/ })).toBeNull();
  });

  it('lists the activity as sentences, newest first, with relative times', async () => {
    serve();
    renderWithQuery(<DashboardView />);
    const log = await screen.findByRole('list', { name: 'Activity, newest first' });
    const entries = within(log).getAllByRole('listitem').map((li) => li.textContent);
    expect(entries).toEqual([
      'alex changed Service “UGC Packages”3 minutes ago',
      'A visitor sent an inquiry from Ana: “Reels”2 hours ago',
      'alex logged in3 hours ago',
    ]);
    expect(screen.getByRole('heading', { name: 'Recent Activity' })).toBeTruthy();
    expect(screen.getByText('The whole log: entries are kept 180 days.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Show older' })).toBeNull();
  });

  it('shows an error in place of the traffic when the insights fail, and keeps the counts', async () => {
    fakeApi({
      'GET /api/admin/dashboard': () => Response.json(DASHBOARD),
      'GET /api/admin/insights': () => Response.json({ message: 'Database is busy' }, { status: 503 }),
      'GET /api/admin/activity': () => Response.json({ activity: [] }),
    });
    renderWithQuery(<DashboardView />);
    expect((await screen.findByRole('alert')).textContent).toContain('Database is busy');
    expect(screen.getByText('Could not load the traffic')).toBeTruthy();
    expect(screen.getByRole('link', { name: /^Services/ }).textContent).toContain('6');
    expect(await screen.findByText(/Nothing has happened yet/)).toBeTruthy();
  });
});
