// One content manager (services, projects, testimonials or client logos, docs/PRODUCT.md §2): the table
// with an Active switch per row, the Add and Edit dialogs, the delete confirmation, reordering,
// and the empty, loading and error states. Every change closes its dialog, toasts and refetches;
// a new item goes last in its list. Every change is based on the version the admin saw; when
// someone else changed the item first (412), the conflict dialog shows what differs and lets the
// admin reload theirs or keep their own change on top (docs/DESIGN.md, "HTTP contract, phase 3").
// The Edit dialog offers the item's History (lent by the app) and shows a restored version at once;
// a delete moves the item to the trash, from where it can be restored for 30 days.

import { Plus } from 'lucide-react';
import { useId, useState } from 'react';
import { type Conflict, ConflictDialog } from '@/components/conflict/conflict-dialog';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Dialog } from '@/components/ui/dialog';
import type { HistoryControl } from '@/components/ui/history-slot';
import { Loading, LoadFailed } from '@/components/ui/load-state';
import type { MediaInput } from '@/components/ui/media-slots';
import { PageHeader } from '@/components/ui/page-header';
import { StatePanel } from '@/components/ui/panel';
import { TRASH_DAYS } from '@/config/constants';
import { ApiError, errorMessage } from '@/lib/api-client';
import { conflictRows, type DiffField, reapply, type Values } from '@/lib/field-diff';
import { toast } from '@/lib/toast';
import { useConfirmedDelete } from '@/lib/use-confirmed-delete';
import {
  useContentList,
  useCreateContent,
  useDeleteContent,
  useMediaMap,
  useReorderContent,
  useRestoredContent,
  useToggleContent,
  useUpdateContent,
} from '../api/content';
import type { Column, EntityConfig } from '../entities';
import { type FieldConfig, type FormErrors, toFormValues, toPayload } from '../fields';
import { moved, nextPosition } from '../ordering';
import type { ContentItem } from '../types';
import { ContentForm } from './content-form';
import { ContentTable } from './content-table';

/** `item`: as stored, what a save is based on; `values`: what the form starts from instead (the
 * admin's own change kept on top of someone else's, after a refused save). */
type Editing<T> = { mode: 'create' } | { mode: 'edit'; item: T; values?: Values } | null;

/** A save refused because someone else changed the item first: what the admin loaded (`base`),
 * what they sent (`mine`, in the payload's shape) and the item as stored now. */
interface Refused<T> {
  via: 'edit' | 'toggle';
  base: Record<string, unknown>;
  mine: Record<string, unknown>;
  theirs: T;
  changedBy?: string;
  changedAt?: string;
}

/** An item's values as its form would send them: what the comparisons compare. */
const valuesOf = (fields: readonly FieldConfig[], item: object): Record<string, unknown> => toPayload(fields, toFormValues(fields, item));

/** The fields compared after a refused save: the form's, and the Active switch. */
const diffFields = (fields: readonly FieldConfig[]): DiffField[] => [
  ...fields.map((field) => ({ key: field.name, label: field.label })),
  { key: 'isActive', label: 'Active', format: (value) => (value ? 'Shown on the site' : 'Hidden from the site') },
];

export function ContentManager<T extends ContentItem>({
  entity,
  imageInput,
  extraColumns = [],
  history: History,
}: {
  entity: EntityConfig<T>;
  /** The control of the image fields (the app gives the media library's picker). */
  imageInput?: MediaInput;
  /** Columns after the kind's own, from another feature (the projects' case studies). */
  extraColumns?: readonly Column<T>[];
  /** The Edit dialog's History button (the app gives the history feature's). */
  history?: HistoryControl;
}) {
  const list = useContentList(entity);
  const media = useMediaMap();
  const create = useCreateContent(entity);
  const update = useUpdateContent(entity);
  const remove = useDeleteContent(entity);
  const toggle = useToggleContent(entity);
  const reorder = useReorderContent(entity);
  const restored = useRestoredContent(entity);
  const [editing, setEditing] = useState<Editing<T>>(null);
  const [serverErrors, setServerErrors] = useState<FormErrors>({});
  const [toggling, setToggling] = useState<ReadonlySet<number>>(new Set());
  const [refused, setRefused] = useState<Refused<T> | null>(null);
  const [keeping, setKeeping] = useState(false);
  const [formDirty, setFormDirty] = useState(false);
  const formId = useId();

  const { singular, singularTitle, nameOf } = entity;
  const columns = [...entity.columns, ...extraColumns];

  function fail(error: unknown, verb: 'create' | 'update') {
    if (error instanceof ApiError) setServerErrors(error.fieldErrors);
    // A 412 is not a failure to report: the conflict dialog asks what to do.
    if (error instanceof ApiError && error.isStale && error.current) return;
    toast({ variant: 'destructive', title: 'Error', description: errorMessage(error, `Failed to ${verb} ${singular}.`) });
  }

  function openEditor(next: Editing<T>) {
    setServerErrors({});
    setFormDirty(false);
    setEditing(next);
  }

  /** A version restored from the History: the list holds it, and the form shows it, based on its
   * new version (a save that follows is not refused). */
  function showRestored(item: T) {
    restored(item);
    openEditor({ mode: 'edit', item });
  }

  /** Keeps a 412's stored item and what the admin sent, for the conflict dialog. */
  function refuse(error: unknown, via: Refused<T>['via'], base: T, mine: Record<string, unknown>): boolean {
    if (!(error instanceof ApiError && error.isStale && error.current)) return false;
    setRefused({ via, base: valuesOf(entity.fields, base), mine, theirs: error.current as T, changedBy: error.changedBy, changedAt: error.changedAt });
    return true;
  }

  async function save(payload: Record<string, unknown>) {
    if (!editing) return;
    try {
      if (editing.mode === 'create') {
        const created = await create.mutateAsync(payload);
        toast({ title: `${singularTitle} created`, description: `“${nameOf(created)}” was added.` });
      } else {
        const { item } = editing;
        try {
          const updated = await update.mutateAsync({ id: item.id, payload, version: item.version });
          toast({ title: `${singularTitle} updated`, description: `“${nameOf(updated)}” was saved.` });
        } catch (error) {
          if (refuse(error, 'edit', item, payload)) return;
          throw error;
        }
      }
      setEditing(null);
    } catch (error) {
      fail(error, editing.mode === 'create' ? 'create' : 'update');
    }
  }

  /** "Reload theirs": the stored item replaces the admin's change (in the form, or in the row). */
  function reloadTheirs() {
    if (!refused) return;
    if (refused.via === 'edit') openEditor({ mode: 'edit', item: refused.theirs });
    setRefused(null);
  }

  /** "Keep mine": the admin's changed fields on top of the stored item, saved at once on its
   * version. Refused again, the dialog shows the newer conflict; any other failure leaves the
   * kept change in the form to fix and save. */
  async function keepMine() {
    if (!refused) return;
    const { theirs, via } = refused;
    const payload = reapply(diffFields(entity.fields), { base: refused.base, theirs: valuesOf(entity.fields, theirs), mine: refused.mine });
    setKeeping(true);
    try {
      const updated = await update.mutateAsync({ id: theirs.id, payload, version: theirs.version });
      setRefused(null);
      if (via === 'edit') setEditing(null);
      toast({ title: `${singularTitle} updated`, description: `“${nameOf(updated)}” was saved, your change on top of theirs.` });
    } catch (error) {
      if (refuse(error, via, theirs, payload)) return;
      setRefused(null);
      if (via === 'edit') openEditor({ mode: 'edit', item: theirs, values: payload });
      fail(error, 'update');
    } finally {
      setKeeping(false);
    }
  }

  const conflict: Conflict | null = refused && {
    what: singular,
    rows: conflictRows(diffFields(entity.fields), { base: refused.base, theirs: valuesOf(entity.fields, refused.theirs), mine: refused.mine }),
    changedBy: refused.changedBy,
    changedAt: refused.changedAt ?? refused.theirs.updatedAt,
  };

  const deletion = useConfirmedDelete<T>(remove, {
    deleted: (item) => ({
      title: `${singularTitle} deleted`,
      description: `“${nameOf(item)}” is in the Trash for ${TRASH_DAYS} days, where it can be restored.`,
    }),
    failed: `Failed to delete ${singular}.`,
  });
  const deleting = deletion.target;

  async function flip(item: T) {
    setToggling((ids) => new Set(ids).add(item.id));
    try {
      const updated = await toggle.mutateAsync(item);
      toast({
        title: `${singularTitle} updated`,
        description: `“${nameOf(updated)}” is now ${updated.isActive ? 'shown on' : 'hidden from'} the site.`,
      });
    } catch (error) {
      if (!refuse(error, 'toggle', item, { ...valuesOf(entity.fields, item), isActive: !item.isActive })) fail(error, 'update');
    } finally {
      setToggling((ids) => {
        const next = new Set(ids);
        next.delete(item.id);
        return next;
      });
    }
  }

  function move(from: number, to: number) {
    reorder(moved(items, from, to)).catch((error: unknown) => {
      toast({ variant: 'destructive', title: 'Error', description: errorMessage(error, `Failed to reorder ${entity.title.toLowerCase()}.`) });
    });
  }

  const items = list.data ?? [];
  // Until it answers (or if it fails), pictures show as they are.
  const mediaMap = media.data ?? {};
  const active = items.filter((i) => i.isActive).length;
  const saving = create.isPending || update.isPending;

  return (
    <>
      <PageHeader
        title={entity.title}
        description={entity.description}
        actions={
          <Button variant="primary" size="sm" onClick={() => openEditor({ mode: 'create' })}>
            <Plus size={16} aria-hidden="true" />
            Add {singularTitle}
          </Button>
        }
      />

      {list.isPending ? (
        <Loading label={`Loading ${entity.title.toLowerCase()}`} />
      ) : list.isError ? (
        <LoadFailed title={`Could not load ${entity.title.toLowerCase()}`} error={list.error} onRetry={() => void list.refetch()} />
      ) : items.length === 0 ? (
        <StatePanel title={entity.emptyText} />
      ) : (
        <>
          <p class="mb-2 text-xs text-muted" aria-live="polite">
            {items.length} {items.length === 1 ? singular : entity.title.toLowerCase()} · {active} active
          </p>
          <ContentTable
            entity={entity}
            columns={columns}
            items={items}
            media={mediaMap}
            toggling={toggling}
            onToggle={flip}
            onEdit={(item) => openEditor({ mode: 'edit', item })}
            onDelete={deletion.ask}
            onMove={move}
          />
        </>
      )}

      <Dialog
        open={editing !== null}
        onClose={() => {
          if (!saving) setEditing(null);
        }}
        title={editing?.mode === 'edit' ? `Edit ${singularTitle}` : `Add ${singularTitle}`}
        description={
          editing?.mode === 'edit'
            ? `Changes show on the public site as soon as you save.`
            : `New ${entity.title.toLowerCase()} are active unless you switch them off.`
        }
        size="lg"
        footer={
          <>
            {History && editing?.mode === 'edit' && (
              <div class="mr-auto">
                <History
                  kind={entity.kind}
                  itemId={editing.item.id}
                  name={`“${nameOf(editing.item)}”`}
                  current={editing.item}
                  version={editing.item.version}
                  fields={diffFields(entity.fields)}
                  comparable={(item) => valuesOf(entity.fields, item)}
                  dirty={formDirty}
                  disabled={saving}
                  onRestored={(item) => showRestored(item as T)}
                />
              </div>
            )}
            <Button variant="secondary" size="sm" onClick={() => setEditing(null)} disabled={saving}>
              Cancel
            </Button>
            <Button variant="primary" size="sm" type="submit" form={formId} disabled={saving}>
              {saving ? 'Saving...' : editing?.mode === 'edit' ? 'Save Changes' : `Create ${singularTitle}`}
            </Button>
          </>
        }
      >
        {editing && (
          <ContentForm
            key={editing.mode === 'edit' ? `${editing.item.id}:${editing.item.version}` : 'new'}
            id={formId}
            fields={entity.fields}
            item={editing.mode === 'edit' ? { ...editing.item, ...editing.values } : undefined}
            nextPosition={nextPosition(items)}
            serverErrors={serverErrors}
            imageInput={imageInput}
            onSubmit={save}
            onDirtyChange={setFormDirty}
          />
        )}
      </Dialog>

      <ConflictDialog
        conflict={conflict}
        busy={keeping}
        onReload={reloadTheirs}
        onKeepMine={() => void keepMine()}
        onClose={() => setRefused(null)}
      />

      <ConfirmDialog {...deletion.dialog} title={`Delete ${singular}?`}>
        {deleting && (
          <>
            “{nameOf(deleting)}” will be removed from the site and kept in the Trash for {TRASH_DAYS} days, where it can be
            restored.
          </>
        )}
      </ConfirmDialog>
    </>
  );
}
