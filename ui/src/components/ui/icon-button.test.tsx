import { act, fireEvent, render, screen } from '@testing-library/preact';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { IconButton, TOOLTIP_DELAY_MS, TOOLTIP_SKIP_MS } from './icon-button';

function Tools() {
  return (
    <>
      <IconButton label="View: Hello" tooltip="View" onClick={() => {}}>
        v
      </IconButton>
      <IconButton label="Delete: Hello" tooltip="Delete" onClick={() => {}}>
        d
      </IconButton>
    </>
  );
}

describe('IconButton', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('shows its tooltip after 700 ms of focus, described by it, and hides it on Escape', () => {
    render(<Tools />);
    const view = screen.getByRole('button', { name: 'View: Hello' });
    act(() => view.focus());
    act(() => {
      vi.advanceTimersByTime(TOOLTIP_DELAY_MS - 1);
    });
    expect(screen.queryByRole('tooltip')).toBeNull();
    act(() => {
      vi.advanceTimersByTime(1);
    });
    const tip = screen.getByRole('tooltip');
    expect(tip.textContent).toBe('View');
    expect(view.getAttribute('aria-describedby')).toBe(tip.id);
    fireEvent.keyDown(view, { key: 'Escape' });
    expect(screen.queryByRole('tooltip')).toBeNull();
  });

  it('shows the next tooltip at once within 300 ms of one closing, and waits again after', () => {
    render(<Tools />);
    const [view, del] = screen.getAllByRole('button');
    act(() => {
      fireEvent.pointerEnter(view!.parentElement!);
    });
    act(() => {
      vi.advanceTimersByTime(TOOLTIP_DELAY_MS);
    });
    act(() => {
      fireEvent.pointerLeave(view!.parentElement!);
    });
    act(() => {
      vi.advanceTimersByTime(TOOLTIP_SKIP_MS - 50);
    });
    act(() => {
      fireEvent.pointerEnter(del!.parentElement!);
    });
    act(() => {
      vi.advanceTimersByTime(0);
    });
    expect(screen.getByRole('tooltip').textContent).toBe('Delete');
    act(() => {
      fireEvent.pointerLeave(del!.parentElement!);
    });
    act(() => {
      vi.advanceTimersByTime(TOOLTIP_SKIP_MS + 50);
    });
    act(() => {
      fireEvent.pointerEnter(view!.parentElement!);
    });
    act(() => {
      vi.advanceTimersByTime(TOOLTIP_DELAY_MS - 1);
    });
    expect(screen.queryByRole('tooltip')).toBeNull();
  });
});
