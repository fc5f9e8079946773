// One content manager (services, projects, testimonials or client logos, docs/PRODUCT.md §2): the table
// with an Active switch per row, the Add and Edit dialogs, the delete confirmation, reordering,
// and the empty, loading and error states. Every change closes its dialog, toasts and refetches;
// a new item goes last in its list.

import { Plus } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Dialog } from '@/components/ui/dialog';
import { Loading, LoadFailed } from '@/components/ui/load-state';
import type { MediaInput } from '@/components/ui/media-slots';
import { PageHeader } from '@/components/ui/page-header';
import { StatePanel } from '@/components/ui/panel';
import { ApiError, errorMessage } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { useConfirmedDelete } from '@/lib/use-confirmed-delete';
import {
  useContentList,
  useCreateContent,
  useDeleteContent,
  useMediaMap,
  useReorderContent,
  useToggleContent,
  useUpdateContent,
} from '../api/content';
import type { Column, EntityConfig } from '../entities';
import type { FormErrors } from '../fields';
import { moved, nextPosition } from '../ordering';
import type { ContentItem } from '../types';
import { ContentForm } from './content-form';
import { ContentTable } from './content-table';

type Editing<T> = { mode: 'create' } | { mode: 'edit'; item: T } | null;

export function ContentManager<T extends ContentItem>({
  entity,
  imageInput,
  extraColumns = [],
}: {
  entity: EntityConfig<T>;
  /** The control of the image fields (the app gives the media library's picker). */
  imageInput?: MediaInput;
  /** Columns after the kind's own, from another feature (the projects' case studies). */
  extraColumns?: readonly Column<T>[];
}) {
  const list = useContentList(entity);
  const media = useMediaMap();
  const create = useCreateContent(entity);
  const update = useUpdateContent(entity);
  const remove = useDeleteContent(entity);
  const toggle = useToggleContent(entity);
  const reorder = useReorderContent(entity);
  const [editing, setEditing] = useState<Editing<T>>(null);
  const [serverErrors, setServerErrors] = useState<FormErrors>({});
  const [toggling, setToggling] = useState<ReadonlySet<number>>(new Set());
  const formId = useId();

  const { singular, singularTitle, nameOf } = entity;
  const columns = [...entity.columns, ...extraColumns];

  function fail(error: unknown, verb: 'create' | 'update') {
    if (error instanceof ApiError) setServerErrors(error.fieldErrors);
    toast({ variant: 'destructive', title: 'Error', description: errorMessage(error, `Failed to ${verb} ${singular}.`) });
  }

  function openEditor(next: Editing<T>) {
    setServerErrors({});
    setEditing(next);
  }

  async function save(payload: Record<string, unknown>) {
    if (!editing) return;
    try {
      if (editing.mode === 'create') {
        const created = await create.mutateAsync(payload);
        toast({ title: `${singularTitle} created`, description: `“${nameOf(created)}” was added.` });
      } else {
        const updated = await update.mutateAsync({ id: editing.item.id, payload });
        toast({ title: `${singularTitle} updated`, description: `“${nameOf(updated)}” was saved.` });
      }
      setEditing(null);
    } catch (error) {
      fail(error, editing.mode === 'create' ? 'create' : 'update');
    }
  }

  const deletion = useConfirmedDelete<T>(remove, {
    deleted: (item) => ({ title: `${singularTitle} deleted`, description: `“${nameOf(item)}” was removed.` }),
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
      fail(error, 'update');
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
            key={editing.mode === 'edit' ? editing.item.id : 'new'}
            id={formId}
            fields={entity.fields}
            item={editing.mode === 'edit' ? editing.item : undefined}
            nextPosition={nextPosition(items)}
            serverErrors={serverErrors}
            imageInput={imageInput}
            onSubmit={save}
          />
        )}
      </Dialog>

      <ConfirmDialog {...deletion.dialog} title={`Delete ${singular}?`}>
        {deleting && <>“{nameOf(deleting)}” will be removed from the site. This cannot be undone.</>}
      </ConfirmDialog>
    </>
  );
}
