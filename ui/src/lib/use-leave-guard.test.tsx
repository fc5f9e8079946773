import { act, fireEvent, render, screen } from '@testing-library/preact';
import { describe, expect, it, vi } from 'vitest';
import { useLeaveGuard } from './use-leave-guard';

function Page({ active }: { active: boolean }) {
  const guard = useLeaveGuard(active);
  return (
    <>
      <a href="/admin/blog-posts">All posts</a>
      <a href="/admin/blog-posts/edit/x#top">Same page</a>
      <p>pending: {guard.pending ?? 'none'}</p>
      <button type="button" onClick={guard.stay}>Stay</button>
      <button type="button" onClick={guard.leave}>Leave</button>
    </>
  );
}

describe('useLeaveGuard', () => {
  it('lets everything through while there is nothing to lose', () => {
    window.history.replaceState(null, '', '/admin/blog-posts/edit/x');
    render(<Page active={false} />);
    const event = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(false);
    fireEvent.click(screen.getByRole('link', { name: 'All posts' }));
    expect(screen.getByText('pending: none')).toBeTruthy();
  });

  it('holds a link inside the app until the page says leave', () => {
    window.history.replaceState(null, '', '/admin/blog-posts/edit/x');
    render(<Page active />);
    fireEvent.click(screen.getByRole('link', { name: 'Same page' }));
    expect(screen.getByText('pending: none')).toBeTruthy();

    fireEvent.click(screen.getByRole('link', { name: 'All posts' }));
    expect(screen.getByText('pending: /admin/blog-posts')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Stay' }));
    expect(screen.getByText('pending: none')).toBeTruthy();
    expect(window.location.pathname).toBe('/admin/blog-posts/edit/x');

    fireEvent.click(screen.getByRole('link', { name: 'All posts' }));
    act(() => {
      fireEvent.click(screen.getByRole('button', { name: 'Leave' }));
    });
    expect(window.location.pathname).toBe('/admin/blog-posts');
  });

  it('undoes Back before the router hears of it', () => {
    window.history.replaceState(null, '', '/admin/blog-posts/edit/x');
    // The router listens from before the page mounts.
    const routerHeard = vi.fn();
    window.addEventListener('popstate', routerHeard);
    render(<Page active />);
    // Back has already moved the address when popstate fires.
    window.history.replaceState(null, '', '/admin/blog-posts');
    act(() => {
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    window.removeEventListener('popstate', routerHeard);
    expect(routerHeard).not.toHaveBeenCalled();
    expect(window.location.pathname).toBe('/admin/blog-posts/edit/x');
    expect(screen.getByText('pending: /admin/blog-posts')).toBeTruthy();
  });

  it('asks the browser to confirm a reload or a closed tab', () => {
    render(<Page active />);
    const event = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(true);
  });
});
