import { fireEvent, render, screen } from '@testing-library/preact';
import { describe, expect, it, vi } from 'vitest';
import { SwipeRow } from './swipe-row';

/** Gives the list the sizes a browser would: three 300 px cards and 16 px gaps in a 340 px row. */
function lay(list: HTMLElement, scrollLeft: number) {
  Object.defineProperties(list, {
    clientWidth: { configurable: true, value: 340 },
    scrollWidth: { configurable: true, value: 3 * 300 + 2 * 16 },
    scrollLeft: { configurable: true, writable: true, value: scrollLeft },
  });
  list.style.columnGap = '16px';
  for (const card of list.children) Object.defineProperty(card, 'offsetWidth', { configurable: true, value: 300 });
  fireEvent.scroll(list);
}

function renderRow() {
  render(
    <SwipeRow label="Services" buttons={{ previous: 'Previous service', next: 'Next service' }}>
      <li>One</li>
      <li>Two</li>
      <li>Three</li>
    </SwipeRow>,
  );
  return screen.getByRole('list', { name: 'Services' });
}

describe('SwipeRow', () => {
  it('is a labelled list whose buttons move it by one card and the gap after it', () => {
    const list = renderRow();
    expect(screen.getAllByRole('listitem')).toHaveLength(3);
    lay(list, 0);
    const scrollBy = vi.fn();
    list.scrollBy = scrollBy as typeof list.scrollBy;
    const next = screen.getByRole('button', { name: 'Next service' });
    const previous = screen.getByRole('button', { name: 'Previous service' });
    expect(next.getAttribute('aria-controls')).toBe(list.id);
    fireEvent.click(next);
    expect(scrollBy).toHaveBeenLastCalledWith({ left: 316, behavior: 'smooth' });
    fireEvent.click(previous);
    expect(scrollBy).toHaveBeenLastCalledWith({ left: -316, behavior: 'smooth' });
  });

  it('says when it is at an end, and keeps the button focusable there', () => {
    const list = renderRow();
    lay(list, 0);
    const previous = screen.getByRole('button', { name: 'Previous service' });
    const next = screen.getByRole('button', { name: 'Next service' });
    expect(previous.getAttribute('aria-disabled')).toBe('true');
    expect(next.getAttribute('aria-disabled')).toBe('false');
    lay(list, 3 * 300 + 2 * 16 - 340);
    expect(previous.getAttribute('aria-disabled')).toBe('false');
    expect(next.getAttribute('aria-disabled')).toBe('true');
    expect(next.hasAttribute('disabled')).toBe(false);
  });

  it('moves at once under reduced motion', () => {
    vi.stubGlobal('matchMedia', (query: string) => ({ matches: query.includes('reduce'), addEventListener() {}, removeEventListener() {} }));
    const list = renderRow();
    lay(list, 0);
    const scrollBy = vi.fn();
    list.scrollBy = scrollBy as typeof list.scrollBy;
    fireEvent.click(screen.getByRole('button', { name: 'Next service' }));
    expect(scrollBy).toHaveBeenLastCalledWith({ left: 316, behavior: 'auto' });
  });

  it('brings a card that takes focus whole into view', () => {
    render(
      <SwipeRow label="Stories" buttons={{ previous: 'Previous story', next: 'Next story' }}>
        <li tabIndex={0}>One</li>
        <li>
          <a href="#contact">Two</a>
        </li>
      </SwipeRow>,
    );
    const [, second] = screen.getAllByRole('listitem');
    const scrollIntoView = vi.fn();
    second!.scrollIntoView = scrollIntoView;
    fireEvent.focusIn(screen.getByRole('link', { name: 'Two' }));
    expect(scrollIntoView).toHaveBeenCalledWith({ block: 'nearest', inline: 'nearest', behavior: 'smooth' });
  });

  it('has no buttons when every card fits', () => {
    renderRow();
    // Nothing overflows (the list's sizes are all 0 here): the buttons' row is hidden.
    expect(screen.getByRole('button', { name: 'Next service', hidden: true }).closest('div')!.className).toContain('hidden');
  });
});
