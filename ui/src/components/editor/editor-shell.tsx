// The frame of an editor of a page the admin writes (a post, a case study): the offer of unsaved
// changes this browser kept, the form with its save buttons (and the item's History, when the app
// lends one) in a bar that stays in view at the top (the bottom edge is where toasts appear), the
// conflict dialog of a save someone else's came before, and the question before leaving unsaved
// work. Each kind puts its fields inside and says which buttons its state calls for; useEditor
// holds the state.

import type { ComponentChildren } from 'preact';
import { type Conflict, ConflictDialog } from '@/components/conflict/conflict-dialog';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { clearDraft } from '@/lib/draft-storage';
import { formatDateTime } from '@/lib/format-date';
import type { useLeaveGuard } from '@/lib/use-leave-guard';
import { KeptDraftNotice } from './kept-draft-notice';
import type { OfferedDraft } from './use-editor';

export interface SaveAction<Intent> {
  label: string;
  intent: Intent;
}

/** What the frame needs of useEditor's state. */
interface EditorState<Intent> {
  current: { updatedAt: string } | undefined;
  restored: OfferedDraft<unknown> | null;
  restoreDraft: () => void;
  discardDraft: () => void;
  save: (intent: Intent) => Promise<void>;
  busy: boolean;
  conflict: Conflict | null;
  keeping: boolean;
  reloadTheirs: () => void;
  keepMine: () => void;
  closeConflict: () => void;
  dirty: boolean;
  kept: boolean;
  guard: ReturnType<typeof useLeaveGuard>;
  draftKey: string;
  form: { current: HTMLFormElement | null };
}

export function EditorShell<Intent>({
  editor,
  what,
  label,
  timeZone,
  notSaved,
  badge,
  history,
  links,
  primary,
  others,
  onSubmit,
  leaving,
  children,
}: {
  editor: EditorState<Intent>;
  /** The item as a sentence names it: "post", "case study". */
  what: string;
  /** The form's accessible name. */
  label: string;
  /** The "Saved …" time is on this clock (the site's). */
  timeZone?: string;
  /** The status line of an item never saved. */
  notSaved: string;
  /** The item's state, before the status line. */
  badge?: ComponentChildren;
  /** First of the bar's buttons: the item's History (none for an item not saved yet). */
  history?: ComponentChildren;
  /** Before the buttons: a link to the page on the site. */
  links?: ComponentChildren;
  primary: SaveAction<Intent>;
  others: readonly SaveAction<Intent>[];
  /** What Enter and Ctrl+S save. */
  onSubmit: Intent;
  /** The work named in the question before leaving: "“Hello Miami”", "this post". */
  leaving: string;
  children: ComponentChildren;
}) {
  const { current, restored, busy, guard } = editor;
  const statusLine = busy
    ? 'Saving…'
    : editor.dirty
      ? editor.kept
        ? 'Unsaved changes · kept in this browser'
        : 'Unsaved changes'
      : current
        ? `Saved ${formatDateTime(current.updatedAt, timeZone)}`
        : notSaved;

  return (
    <>
      {restored && (
        <KeptDraftNotice
          savedAt={restored.draft.savedAt}
          rows={restored.rows}
          savedSince={restored.savedSince}
          isNew={!current}
          what={what}
          timeZone={timeZone}
          onRestore={editor.restoreDraft}
          onDiscard={editor.discardDraft}
        />
      )}

      <form
        ref={editor.form}
        noValidate
        aria-label={label}
        onSubmit={(event) => {
          event.preventDefault();
          void editor.save(onSubmit);
        }}
        onKeyDown={(event) => {
          if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 's') {
            event.preventDefault();
            void editor.save(onSubmit);
          }
        }}
        class="flex flex-col gap-6"
      >
        <div class="sticky top-14 z-20 -mx-4 -mt-3 flex flex-wrap items-center justify-between gap-x-4 gap-y-2 border-b border-line bg-canvas/95 px-4 py-3 backdrop-blur sm:-mx-6 sm:px-6 md:top-0 md:-mx-10 md:px-10">
          <p class="flex items-center gap-2 text-xs text-muted">
            {badge}
            <span role="status">{statusLine}</span>
          </p>
          <div class="flex flex-wrap items-center gap-2">
            {history}
            {links}
            {others.map((action) => (
              <Button key={action.label} variant="secondary" size="sm" disabled={busy} onClick={() => void editor.save(action.intent)}>
                {action.label}
              </Button>
            ))}
            <Button variant="primary" size="sm" disabled={busy} onClick={() => void editor.save(primary.intent)}>
              {primary.label}
            </Button>
          </div>
        </div>
        {children}
      </form>

      <ConflictDialog
        conflict={editor.conflict}
        timeZone={timeZone}
        busy={editor.keeping}
        onReload={editor.reloadTheirs}
        onKeepMine={editor.keepMine}
        onClose={editor.closeConflict}
      />

      <ConfirmDialog
        open={guard.pending !== null}
        title="Leave without saving?"
        confirmLabel="Discard and leave"
        onConfirm={() => {
          clearDraft(editor.draftKey);
          guard.leave();
        }}
        onCancel={guard.stay}
      >
        Your changes to {leaving} are not saved. Leaving discards them.
      </ConfirmDialog>
    </>
  );
}
