import { fireEvent, render, screen } from '@testing-library/preact';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { ConfirmDialog } from './confirm-dialog';
import { Dialog } from './dialog';

function Harness({ onClose }: { onClose?: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      <Dialog
        open={open}
        onClose={() => {
          onClose?.();
          setOpen(false);
        }}
        title="Edit Service"
        description="Changes show at once."
      >
        <input aria-label="Title" />
      </Dialog>
    </>
  );
}

describe('Dialog', () => {
  it('is a modal labelled by its title and described by its description', () => {
    render(<Harness />);
    fireEvent.click(screen.getByRole('button', { name: 'Open' }));
    const dialog = document.querySelector('dialog')!;
    expect(dialog.open).toBe(true);
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(document.getElementById(dialog.getAttribute('aria-labelledby')!)?.textContent).toBe('Edit Service');
    expect(document.getElementById(dialog.getAttribute('aria-describedby')!)?.textContent).toBe('Changes show at once.');
    expect(screen.getByLabelText('Title')).toBeTruthy();
  });

  it('renders nothing inside while closed', () => {
    render(<Harness />);
    expect(screen.queryByLabelText('Title')).toBeNull();
    expect(document.querySelector('dialog')!.open).toBe(false);
  });

  it('closes on Escape (the cancel event) and gives focus back to the opener', () => {
    const onClose = vi.fn();
    render(<Harness onClose={onClose} />);
    const opener = screen.getByRole('button', { name: 'Open' });
    opener.focus();
    fireEvent.click(opener);
    const dialog = document.querySelector('dialog')!;
    fireEvent(dialog, new Event('cancel', { cancelable: true }));
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(dialog.open).toBe(false);
    expect(document.activeElement).toBe(opener);
  });

  it('gives focus to where returnFocus says when the action removed its opener', async () => {
    function Deleting() {
      const [open, setOpen] = useState(false);
      const [row, setRow] = useState(true);
      return (
        <main tabIndex={-1}>
          {row && (
            <button type="button" onClick={() => setOpen(true)}>
              Delete
            </button>
          )}
          <ConfirmDialog
            open={open}
            title="Delete?"
            confirmLabel="Delete it"
            onConfirm={() => {
              setRow(false);
              setOpen(false);
            }}
            onCancel={() => setOpen(false)}
            returnFocus={() => document.querySelector<HTMLElement>('main')}
          >
            Gone for good.
          </ConfirmDialog>
        </main>
      );
    }
    render(<Deleting />);
    const opener = screen.getByRole('button', { name: 'Delete' });
    opener.focus();
    fireEvent.click(opener);
    fireEvent.click(screen.getByRole('button', { name: 'Delete it' }));
    await vi.waitFor(() => expect(document.activeElement).toBe(document.querySelector('main')));
  });

  it('closes with its Close button', () => {
    const onClose = vi.fn();
    render(<Harness onClose={onClose} />);
    fireEvent.click(screen.getByRole('button', { name: 'Open' }));
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByLabelText('Title')).toBeNull();
  });
});

describe('Dialog focus trap', () => {
  it('Tab from the last control goes to the first, Shift+Tab from the first to the last', () => {
    render(<Harness />);
    fireEvent.click(screen.getByRole('button', { name: 'Open' }));
    const dialog = document.querySelector('dialog')!;
    const close = screen.getByRole('button', { name: 'Close' });
    const input = screen.getByLabelText('Title');
    input.focus();
    fireEvent.keyDown(dialog, { key: 'Tab' });
    expect(document.activeElement).toBe(close);
    fireEvent.keyDown(dialog, { key: 'Tab', shiftKey: true });
    expect(document.activeElement).toBe(input);
  });
});

describe('Dialog focus on opening', () => {
  function Opened({ children, role }: { children?: preact.ComponentChildren; role?: 'dialog' | 'alertdialog' }) {
    return (
      <Dialog open onClose={() => {}} title="Edit Service" role={role} footer={<button type="button">Cancel</button>}>
        {children}
      </Dialog>
    );
  }

  it('a form dialog starts on its first field, not on Close', () => {
    render(
      <Opened>
        <input type="hidden" name="id" />
        <input aria-label="Hidden field" hidden />
        <input aria-label="Title" />
        <textarea aria-label="Description" />
      </Opened>,
    );
    expect(document.activeElement).toBe(screen.getByLabelText('Title'));
  });

  it('a control marked autoFocus comes first', () => {
    render(
      <Opened>
        <input aria-label="Title" />
        <input aria-label="Search" autoFocus />
      </Opened>,
    );
    expect(document.activeElement).toBe(screen.getByLabelText('Search'));
  });

  it('a confirmation starts on its first button, Cancel', () => {
    render(
      <ConfirmDialog open title="Delete service?" confirmLabel="Delete" onConfirm={() => {}} onCancel={() => {}}>
        “Reels” will be removed.
      </ConfirmDialog>,
    );
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Cancel' }));
  });
});
