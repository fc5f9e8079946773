// One content manager (services, projects, testimonials or client logos, docs/PRODUCT.md §2): the table
// with an Active switch per row, the Add and Edit dialogs, the delete confirmation, reordering,
// and the empty, loading and error states. Every change closes its dialog, toasts and refetches;
// a new item goes last in its list. Every change is based on the version the admin saw; when
// someone else changed the item first (412), the conflict dialog shows what differs and lets the
// admin reload theirs or keep their own change on top (docs/DESIGN.md, "HTTP contract, phase 3").
// The Edit dialog offers the item's History (lent by the app) and shows a restored version at once;
// a delete moves the item to the trash, from where it can be restored for 30 days.
// On a site of several languages, the Edit dialog also translates: a language switch turns it
// into the translation form (the default language's text beside each field), whose save sends
// only the translations, on the item's version like any change. An address from the Translations
// overview (`?lang=es&item=3&field=title`) opens that item's dialog in that language, on that field.

import { Plus } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { useLocation, useSearch } from 'wouter';
import { type Conflict, ConflictDialog } from '@/components/conflict/conflict-dialog';
import { LanguageSwitch } from '@/components/translation/language-switch';
import { TranslationCounter } from '@/components/translation/translation-badge';
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
import { changedOnly, conflictRows, type DiffField, reapply, type Values } from '@/lib/field-diff';
import { nativeLanguageName } from '@/lib/language-names';
import { toast } from '@/lib/toast';
import { readTranslationTarget, tally } from '@/lib/translations';
import { useConfirmedDelete } from '@/lib/use-confirmed-delete';
import { useSiteLanguages } from '@/lib/use-site-languages';
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
import { translatableFields, translationStatuses, translationValues } from '../translations';
import { TranslationForm } from './translation-form';

/** `item`: as stored, what a save is based on; `values`: what the form starts from instead (the
 * admin's own change kept on top of someone else's, after a refused save). `lang`: the language
 * edited (none: the default one), with `texts` kept in it and the field to `focus`. */
type Editing<T> =
  | { mode: 'create' }
  | { mode: 'edit'; item: T; values?: Values; lang?: string; texts?: Record<string, string>; focus?: string }
  | null;

/** A save refused because someone else changed the item first: what the admin loaded (`base`),
 * what they sent (`mine`, in the payload's shape) and the item as stored now. */
interface Refused<T> {
  via: 'edit' | 'toggle';
  /** A translation was refused: the values compared are its texts in this language. */
  lang?: string;
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

/** The fields compared after a refused translation: the translated ones, in their language. */
const translationDiffFields = (fields: readonly FieldConfig[], lang: string): DiffField[] =>
  translatableFields(fields).map((field) => ({ key: field.name, label: `${field.label} (${nativeLanguageName(lang)})` }));

/** What a save in `lang` compares: the form's values, or the item's texts in a language. */
const comparable = (fields: readonly FieldConfig[], item: object, lang?: string) =>
  lang ? translationValues(fields, item, lang) : valuesOf(fields, item);

const comparedFields = (fields: readonly FieldConfig[], lang?: string) => (lang ? translationDiffFields(fields, lang) : diffFields(fields));

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
  const languages = useSiteLanguages();
  const canTranslate = languages.others.length > 0 && translatableFields(entity.fields).length > 0;
  /** The edit dialog's language when it is not the default one. */
  const editLang =
    editing?.mode === 'edit' && canTranslate && editing.lang && languages.others.includes(editing.lang) ? editing.lang : undefined;

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

  /** Keeps a 412's stored item and what the admin sent (`mine`: in a language, its texts), for
   * the conflict dialog. */
  function refuse(error: unknown, via: Refused<T>['via'], base: T, mine: Record<string, unknown>, lang?: string): boolean {
    if (!(error instanceof ApiError && error.isStale && error.current)) return false;
    const { changedBy, changedAt } = error;
    setRefused({ via, lang, base: comparable(entity.fields, base, lang), mine, theirs: error.current as T, changedBy, changedAt });
    return true;
  }

  /** A translation's save: only the texts changed, in their language, on the item's version. */
  async function saveTranslation(lang: string, texts: Record<string, string>) {
    if (editing?.mode !== 'edit') return;
    const { item } = editing;
    if (Object.keys(texts).length === 0) {
      setEditing(null);
      return;
    }
    try {
      const updated = await update.mutateAsync({ id: item.id, payload: { translations: { [lang]: texts } }, version: item.version });
      toast({ title: 'Translation saved', description: `“${nameOf(updated)}” in ${nativeLanguageName(lang)} was saved.` });
      setEditing(null);
    } catch (error) {
      if (refuse(error, 'edit', item, { ...translationValues(entity.fields, item, lang), ...texts }, lang)) return;
      fail(error, 'update');
    }
  }

  /** Another language in the open Edit dialog (only while it holds no unsaved change). */
  function switchLanguage(lang: string) {
    if (editing?.mode !== 'edit') return;
    openEditor({ mode: 'edit', item: editing.item, lang: lang === languages.default ? undefined : lang });
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
    if (refused.via === 'edit') openEditor({ mode: 'edit', item: refused.theirs, lang: refused.lang });
    setRefused(null);
  }

  /** "Keep mine": the admin's changed fields on top of the stored item, saved at once on its
   * version. Refused again, the dialog shows the newer conflict; any other failure leaves the
   * kept change in the form to fix and save. */
  async function keepMine() {
    if (!refused) return;
    if (refused.lang) return keepMyTranslation(refused.lang);
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

  /** "Keep mine" of a translation: the texts the admin changed, sent on the stored version. */
  async function keepMyTranslation(lang: string) {
    if (!refused) return;
    const { theirs, base, mine } = refused;
    const texts = changedOnly(translationDiffFields(entity.fields, lang), base, mine) as Record<string, string>;
    setKeeping(true);
    try {
      const updated = await update.mutateAsync({ id: theirs.id, payload: { translations: { [lang]: texts } }, version: theirs.version });
      setRefused(null);
      setEditing(null);
      toast({ title: 'Translation saved', description: `“${nameOf(updated)}” in ${nativeLanguageName(lang)} was saved, your change on top of theirs.` });
    } catch (error) {
      if (refuse(error, 'edit', theirs, { ...translationValues(entity.fields, theirs, lang), ...texts }, lang)) return;
      setRefused(null);
      openEditor({ mode: 'edit', item: theirs, lang, texts: { ...translationValues(entity.fields, theirs, lang), ...texts } });
      fail(error, 'update');
    } finally {
      setKeeping(false);
    }
  }

  const conflict: Conflict | null = refused && {
    what: refused.lang ? `${singular} in ${nativeLanguageName(refused.lang)}` : singular,
    rows: conflictRows(comparedFields(entity.fields, refused.lang), {
      base: refused.base,
      theirs: comparable(entity.fields, refused.theirs, refused.lang),
      mine: refused.mine,
    }),
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
  useOpenFromAddress(items, list.isSuccess, languages.others, openEditor);
  // Until it answers (or if it fails), pictures show as they are.
  const mediaMap = media.data ?? {};
  const active = items.filter((i) => i.isActive).length;
  const saving = create.isPending || update.isPending;
  const translating = editing?.mode === 'edit' && editLang !== undefined;

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
          translating
            ? `Translating into ${nativeLanguageName(editLang)}, from the ${nativeLanguageName(languages.default)} of each field. Saving changes only the translation.`
            : editing?.mode === 'edit'
              ? `Changes show on the public site as soon as you save.`
              : `New ${entity.title.toLowerCase()} are active unless you switch them off.`
        }
        size={translating ? 'xl' : 'lg'}
        footer={
          <>
            {History && editing?.mode === 'edit' && !translating && (
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
              {saving ? 'Saving...' : translating ? 'Save Translation' : editing?.mode === 'edit' ? 'Save Changes' : `Create ${singularTitle}`}
            </Button>
          </>
        }
      >
        {editing?.mode === 'edit' && canTranslate && (
          <div class="mb-5 flex flex-wrap items-center justify-between gap-x-4 gap-y-2 border-b border-line pb-4">
            <LanguageSwitch
              languages={languages}
              value={editLang ?? languages.default}
              onChange={switchLanguage}
              disabledReason={formDirty ? 'Save or cancel your changes to switch language.' : undefined}
            />
            {editLang && <TranslationCounter counts={tally(translationStatuses(entity.fields, editing.item, editLang).map((s) => s.status))} />}
          </div>
        )}
        {editing?.mode === 'edit' && editLang ? (
          <TranslationForm
            key={`${editing.item.id}:${editing.item.version}:${editLang}`}
            id={formId}
            fields={entity.fields}
            item={editing.item}
            lang={editLang}
            defaultLang={languages.default}
            kept={editing.texts}
            focus={editing.focus}
            serverErrors={serverErrors}
            onSubmit={(texts) => void saveTranslation(editLang, texts)}
            onDirtyChange={setFormDirty}
          />
        ) : editing && (
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

/**
 * Opens the Edit dialog an address asks for (`?item=3`, with `lang` and `field`: a link from the
 * Translations overview) once the list has it and, for a language, once the site is known to speak
 * it; then the address loses its query, so a reload shows the list.
 */
function useOpenFromAddress<T extends ContentItem>(
  items: readonly T[],
  loaded: boolean,
  others: readonly string[],
  open: (editing: Editing<T>) => void,
) {
  const target = readTranslationTarget(useSearch());
  const [location, navigate] = useLocation();
  const done = useRef(false);
  const ready = loaded && (!target.lang || others.includes(target.lang));
  useEffect(() => {
    if (done.current || target.item === undefined || !ready) return;
    done.current = true;
    const item = items.find((i) => i.id === target.item);
    if (item) open({ mode: 'edit', item, lang: target.lang, focus: target.field });
    navigate(location, { replace: true });
  }, [ready]);
}
