import { fireEvent, screen, waitFor, within } from '@testing-library/preact';
import { afterEach, describe, expect, it } from 'vitest';
import { currentToasts, remove } from '@/lib/toast';
import { fakeApi, renderWithQuery } from '@/testing/admin';
import type { Post } from '@/types/posts';
import { testPost } from '../test-post';
import { PostsView } from './posts-view';

afterEach(() => remove());

const HOUR = 3_600_000;
const at = (offset: number) => new Date(Date.now() + offset).toISOString();

const post = (id: number, title: string, overrides: Partial<Post> = {}): Post =>
  testPost({
    id,
    slug: title.toLowerCase().replace(/\W+/g, '-'),
    title,
    excerpt: '',
    bodyMarkdown: '',
    bodyHtml: '',
    createdAt: at(-HOUR),
    updatedAt: at(-HOUR),
    ...overrides,
  });

const POSTS = [
  post(1, 'A draft'),
  post(2, 'Coming soon', { status: 'published', publishedAt: at(HOUR) }),
  post(3, 'Live now', { status: 'published', publishedAt: at(-HOUR), category: 'UGC Tips', categorySlug: 'ugc-tips' }),
];

describe('PostsView', () => {
  it('lists the posts with their state, and a way to each editor', async () => {
    fakeApi({ 'GET /api/posts': () => Response.json({ posts: POSTS, total: 3 }) });
    renderWithQuery(<PostsView timeZone="America/New_York" />);
    const row = (title: string) => screen.getByRole('link', { name: title }).closest('tr')!;
    await screen.findByRole('link', { name: 'A draft' });
    expect(within(row('A draft')).getAllByText('Draft').length).toBeGreaterThan(0);
    expect(within(row('Coming soon')).getAllByText('Scheduled').length).toBeGreaterThan(0);
    expect(within(row('Live now')).getAllByText('Published').length).toBeGreaterThan(0);
    expect(screen.getByRole('link', { name: 'Live now' }).getAttribute('href')).toBe('/admin/blog-posts/edit/live-now');
    expect(within(row('Live now')).getByRole('link', { name: /View “Live now” on the site/ }).getAttribute('href')).toBe('/blog/live-now');
    expect(within(row('A draft')).queryByRole('link', { name: /on the site/ })).toBeNull();
    expect(screen.getByText('3 posts')).toBeTruthy();
  });

  it('asks the server for a state, a category and a search', async () => {
    const calls = fakeApi({ 'GET /api/posts': () => Response.json({ posts: POSTS, total: 3 }) });
    renderWithQuery(<PostsView timeZone="America/New_York" />);
    await screen.findByRole('option', { name: 'UGC Tips' });
    fireEvent.input(screen.getByLabelText('Status'), { target: { value: 'scheduled' } });
    fireEvent.input(screen.getByLabelText('Category'), { target: { value: 'ugc-tips' } });
    fireEvent.input(screen.getByLabelText('Search'), { target: { value: 'miami' } });
    await waitFor(() =>
      expect(calls.mock.calls.map(([url]) => url)).toContain('/api/posts?q=miami&status=scheduled&category=ugc-tips&page=1&limit=20'),
    );
  });

  it('pages through many posts', async () => {
    const calls = fakeApi({ 'GET /api/posts': () => Response.json({ posts: POSTS, total: 45 }) });
    renderWithQuery(<PostsView timeZone="America/New_York" />);
    fireEvent.click(await screen.findByRole('button', { name: 'Next' }));
    await waitFor(() => expect(calls.mock.calls.map(([url]) => url)).toContain('/api/posts?page=2&limit=20'));
    expect(screen.getByText('Page 2 of 3')).toBeTruthy();
  });

  it('deletes a post after confirmation', async () => {
    let posts = POSTS;
    fakeApi({
      'GET /api/posts': () => Response.json({ posts, total: posts.length }),
      'DELETE /api/posts/1': () => {
        posts = posts.slice(1);
        return new Response(null, { status: 204 });
      },
    });
    renderWithQuery(<PostsView timeZone="America/New_York" />);
    fireEvent.click(await screen.findByRole('button', { name: 'Delete A draft' }));
    fireEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByRole('link', { name: 'A draft' })).toBeNull());
    expect(currentToasts()[0]?.title).toBe('Post deleted');
  });

  it('invites the first post when there is none', async () => {
    fakeApi({ 'GET /api/posts': () => Response.json({ posts: [], total: 0 }) });
    renderWithQuery(<PostsView timeZone="America/New_York" />);
    expect(await screen.findByText('No posts yet')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Write the first one' }).getAttribute('href')).toBe('/admin/blog-posts/new');
  });

  it('dates each post on the site’s clock, not the browser’s', async () => {
    const scheduled = post(4, 'Spring launch', { status: 'published', publishedAt: '2030-03-10T01:30:00Z' });
    const live = post(5, 'Late news', { status: 'published', publishedAt: '2026-11-25T02:00:00Z' });
    fakeApi({ 'GET /api/posts': () => Response.json({ posts: [scheduled, live], total: 2 }) });
    const { unmount } = renderWithQuery(<PostsView timeZone="Asia/Tokyo" />);
    const row = (title: string) => screen.getByRole('link', { name: title }).closest('tr')!;
    await screen.findByRole('link', { name: 'Spring launch' });
    expect(within(row('Spring launch')).getAllByText('Goes live Mar 10, 2030 10:30 AM').length).toBeGreaterThan(0);
    expect(within(row('Late news')).getAllByText('Published Nov 25, 2026').length).toBeGreaterThan(0);
    unmount();

    renderWithQuery(<PostsView timeZone="America/New_York" />);
    await screen.findByRole('link', { name: 'Spring launch' });
    // The evening before in New York (still on standard time: the clocks change at 2 AM that day).
    expect(within(row('Spring launch')).getAllByText('Goes live Mar 9, 2030 8:30 PM').length).toBeGreaterThan(0);
    expect(within(row('Late news')).getAllByText('Published Nov 24, 2026').length).toBeGreaterThan(0);
  });
});
