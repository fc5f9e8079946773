// The History button of an editor and the dialog it opens. The dialog is rendered into <body>: it
// opens from inside an editor's <form> or another dialog, whose keys (Enter, Ctrl+S) must not
// reach it.

import { History } from 'lucide-react';
import { useState } from 'react';
import { createPortal } from 'react-dom';
import { Button } from '@/components/ui/button';
import type { HistoryProps } from '@/components/ui/history-slot';
import { HistoryDialog } from './history-dialog';

export function HistoryButton(props: HistoryProps) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="ghost" size="sm" disabled={props.disabled} aria-haspopup="dialog" onClick={() => setOpen(true)}>
        <History size={14} aria-hidden="true" />
        History
      </Button>
      {createPortal(<HistoryDialog {...props} open={open} onClose={() => setOpen(false)} />, document.body)}
    </>
  );
}
