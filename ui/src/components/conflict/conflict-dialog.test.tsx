import { fireEvent, render, screen, within } from '@testing-library/preact';
import { describe, expect, it, vi } from 'vitest';
import { formatDateTime } from '@/lib/format-date';
import { type Conflict, ConflictDialog } from './conflict-dialog';

const CONFLICT: Conflict = {
  what: 'service',
  changedBy: 'maria',
  changedAt: '2026-11-22T15:07:00Z',
  rows: [
    { key: 'title', label: 'Title', by: 'both', theirs: 'Their title', mine: 'My title', long: false },
    { key: 'description', label: 'Description', by: 'them', theirs: '…new words…', mine: '…old words…', long: true },
  ],
};

function show(conflict: Conflict | null = CONFLICT) {
  const handlers = { onReload: vi.fn(), onKeepMine: vi.fn(), onClose: vi.fn() };
  render(<ConflictDialog conflict={conflict} {...handlers} />);
  return handlers;
}

describe('ConflictDialog', () => {
  it('is a dialog named for what happened, saying who and when', () => {
    show();
    const dialog = screen.getByRole('dialog', { name: 'Someone else changed this service' });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(dialog.getAttribute('aria-describedby')).toBeTruthy();
    expect(dialog.textContent).toContain(`maria saved it on ${formatDateTime('2026-11-22T15:07:00Z')}`);
  });

  it('says "another admin" when the server does not say who', () => {
    show({ ...CONFLICT, changedBy: undefined, changedAt: undefined });
    expect(screen.getByRole('dialog').textContent).toContain('Another admin saved it, after you opened it');
  });

  it('lists each field that differs with both values and who changed it', () => {
    show();
    const list = screen.getByRole('list', { name: 'What differs' });
    const [title, description] = within(list).getAllByRole('listitem').filter((li) => li.parentElement === list);
    expect(title!.textContent).toContain('Title');
    expect(title!.textContent).toContain('Changed by both');
    expect(title!.textContent).toContain('Their title');
    expect(title!.textContent).toContain('My title');
    expect(description!.textContent).toContain('changed');
    expect(description!.textContent).toContain('…new words…');
  });

  it('offers reload theirs and keep mine', () => {
    const handlers = show();
    fireEvent.click(screen.getByRole('button', { name: 'Reload theirs' }));
    expect(handlers.onReload).toHaveBeenCalledTimes(1);
    fireEvent.click(screen.getByRole('button', { name: 'Keep mine' }));
    expect(handlers.onKeepMine).toHaveBeenCalledTimes(1);
    expect(handlers.onClose).not.toHaveBeenCalled();
  });

  it('closes on Escape and with its close button, deciding nothing', () => {
    const handlers = show();
    const dialog = screen.getByRole('dialog');
    fireEvent(dialog, new Event('cancel', { cancelable: true }));
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(handlers.onClose).toHaveBeenCalledTimes(2);
    expect(handlers.onReload).not.toHaveBeenCalled();
    expect(handlers.onKeepMine).not.toHaveBeenCalled();
  });

  it('tells of an item deleted meanwhile', () => {
    show({ what: 'case study', rows: [], deleted: true });
    const dialog = screen.getByRole('dialog', { name: 'Someone else deleted this case study' });
    expect(dialog.textContent).toContain('save it again, with your values');
  });

  it('is not there without a conflict', () => {
    show(null);
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
