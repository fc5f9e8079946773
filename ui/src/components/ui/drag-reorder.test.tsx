import { fireEvent, render, screen } from '@testing-library/preact';
import { useRef } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { DragGrip, useDragReorder } from './drag-reorder';

const ITEMS = ['Alpha', 'Beta', 'Gamma'];
const ROW = 40;

function List({ onMove }: { onMove: (from: number, to: number) => void }) {
  const list = useRef<HTMLOListElement>(null);
  const dragging = useDragReorder(list, onMove);
  return (
    <ol ref={list}>
      {ITEMS.map((name, i) => (
        <li
          key={name}
          data-testid={name}
          // Rows 40 px tall, one under the other (happy-dom lays nothing out).
          ref={(li) => {
            if (li) li.getBoundingClientRect = () => ({ top: i * ROW, height: ROW }) as DOMRect;
          }}
          class={[
            dragging.drag?.from === i && 'dragged',
            dragging.dropsBefore(i) && 'drop-before',
            dragging.dropsAfter(i, ITEMS.length) && 'drop-after',
          ]
            .filter(Boolean)
            .join(' ')}
        >
          <DragGrip dragging={dragging.drag !== null} {...dragging.grip(i)} />
          {name}
        </li>
      ))}
    </ol>
  );
}

const grip = (name: string) => screen.getByTestId(name).querySelector('[data-control="grip"]')!;

describe('useDragReorder', () => {
  it('drops an item in the slot under the pointer and marks where it would land', () => {
    const onMove = vi.fn();
    render(<List onMove={onMove} />);
    fireEvent.pointerDown(grip('Alpha'), { button: 0, pointerId: 1, clientY: 10 });
    expect(screen.getByTestId('Alpha').className).toBe('dragged');

    // Below Beta's middle, above Gamma's: between them.
    fireEvent.pointerMove(grip('Alpha'), { pointerId: 1, clientY: 70 });
    expect(screen.getByTestId('Gamma').className).toBe('drop-before');
    // Below the last one's middle: at the end.
    fireEvent.pointerMove(grip('Alpha'), { pointerId: 1, clientY: 110 });
    expect(screen.getByTestId('Gamma').className).toBe('drop-after');

    fireEvent.pointerUp(grip('Alpha'), { pointerId: 1, clientY: 110 });
    expect(onMove).toHaveBeenCalledWith(0, 2);
    expect(screen.getByTestId('Alpha').className).toBe('');
  });

  it('a drop where the item already is, or a cancelled drag, moves nothing', () => {
    const onMove = vi.fn();
    render(<List onMove={onMove} />);
    fireEvent.pointerDown(grip('Beta'), { button: 0, pointerId: 1, clientY: 50 });
    fireEvent.pointerMove(grip('Beta'), { pointerId: 1, clientY: 75 });
    // Just under itself: no drop line, no move.
    expect(screen.getByTestId('Gamma').className).toBe('');
    fireEvent.pointerUp(grip('Beta'), { pointerId: 1, clientY: 75 });

    fireEvent.pointerDown(grip('Beta'), { button: 0, pointerId: 2, clientY: 50 });
    fireEvent.pointerMove(grip('Beta'), { pointerId: 2, clientY: 5 });
    fireEvent.pointerCancel(grip('Beta'), { pointerId: 2 });
    fireEvent.pointerUp(grip('Beta'), { pointerId: 2, clientY: 5 });
    expect(onMove).not.toHaveBeenCalled();
  });

  it('the grip is for pointers only: hidden from screen readers, not in the Tab order', () => {
    render(<List onMove={() => {}} />);
    const handle = grip('Alpha');
    expect(handle.getAttribute('aria-hidden')).toBe('true');
    expect(handle.hasAttribute('tabindex')).toBe(false);
  });
});
