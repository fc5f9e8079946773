import { act, fireEvent, render, screen } from '@testing-library/preact';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { currentToasts, remove, toast, TOAST_DURATION_MS, TOAST_REMOVE_DELAY_MS } from '@/lib/toast';
import { Toaster } from './toaster';

describe('toasts', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    act(() => remove());
    vi.useRealTimers();
  });

  it('shows one toast at a time, the newest replacing the older', () => {
    render(<Toaster />);
    act(() => {
      toast({ title: 'First' });
      toast({ title: 'Second', description: 'More' });
    });
    expect(screen.queryByText('First')).toBeNull();
    expect(screen.getByText('Second')).toBeTruthy();
    expect(screen.getByText('More')).toBeTruthy();
    expect(currentToasts()).toHaveLength(1);
  });

  it('closes after 5000 ms and is forgotten 1,000,000 ms later', () => {
    render(<Toaster />);
    act(() => {
      toast({ title: 'Saved' });
    });
    act(() => {
      vi.advanceTimersByTime(TOAST_DURATION_MS - 1);
    });
    expect(screen.getByText('Saved')).toBeTruthy();
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(screen.queryByText('Saved')).toBeNull();
    expect(currentToasts()).toHaveLength(1);
    act(() => {
      vi.advanceTimersByTime(TOAST_REMOVE_DELAY_MS);
    });
    expect(currentToasts()).toHaveLength(0);
  });

  it('destructive toasts are alerts; the close button dismisses', () => {
    render(<Toaster />);
    act(() => {
      toast({ title: 'Error', description: 'Nope', variant: 'destructive' });
    });
    expect(screen.getByRole('alert').textContent).toContain('Nope');
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('a swipe to the right past 50 px dismisses, a shorter one does not', () => {
    render(<Toaster />);
    act(() => {
      toast({ title: 'Swipe me' });
    });
    const item = screen.getByRole('status');
    fireEvent.pointerDown(item, { clientX: 100 });
    fireEvent.pointerUp(item, { clientX: 140 });
    expect(screen.queryByText('Swipe me')).toBeTruthy();
    fireEvent.pointerDown(item, { clientX: 100 });
    fireEvent.pointerUp(item, { clientX: 151 });
    expect(screen.queryByText('Swipe me')).toBeNull();
  });

  it('F8 focuses the notifications region', () => {
    render(<Toaster />);
    fireEvent.keyDown(window, { key: 'F8' });
    expect(document.activeElement?.getAttribute('aria-label')).toBe('Notifications (F8)');
  });

  it('update changes the toast in place', () => {
    render(<Toaster />);
    let handle: ReturnType<typeof toast> | undefined;
    act(() => {
      handle = toast({ title: 'Sending' });
    });
    act(() => handle?.update({ title: 'Sent' }));
    expect(screen.getByText('Sent')).toBeTruthy();
  });
});
