// One item of the library: a larger preview, its address to copy, its alt text (and a video's
// poster) to change, what uses it, and Delete. The server refuses to delete a file that content
// still shows: the refusal names that content and links to where it is edited, so the admin
// knows the way forward. Both are based on the version the admin opened; someone else's change
// meanwhile (412) opens the conflict dialog for a save, and refuses a delete until looked at.
// On a site of several languages a language switch turns the alt text to another language: the
// English beside it, its state, and a save that sends only that translation.

import { Check, Copy, Trash2 } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { Link } from 'wouter';
import { type Conflict, ConflictDialog } from '@/components/conflict/conflict-dialog';
import { LanguageSwitch } from '@/components/translation/language-switch';
import { TranslationCounter } from '@/components/translation/translation-badge';
import { focusField, SameInEveryLanguage, TranslatedField } from '@/components/translation/translated-field';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Dialog } from '@/components/ui/dialog';
import { type ControlProps, Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { TRASH_DAYS } from '@/config/constants';
import { paths } from '@/config/paths';
import { ApiError, errorMessage } from '@/lib/api-client';
import { conflictRows, type DiffField, reapply } from '@/lib/field-diff';
import { formatDateTime } from '@/lib/format-date';
import { nativeLanguageName } from '@/lib/language-names';
import { srcSet } from '@/lib/media-sources';
import { toast } from '@/lib/toast';
import { fieldStatus, statesIn, tally, translationsIn } from '@/lib/translations';
import { useSiteLanguages } from '@/lib/use-site-languages';
import type { Media } from '@/types/media';
import { useDeleteMedia, useUpdateMedia } from '../api/media';
import { checkAlt, describeMedia } from '../media-format';
import { MediaPickerDialog } from './media-picker-dialog';

/** The server's refusal to delete: its words, and what uses the file. */
interface Refusal {
  message: string;
  usedBy: string[];
}

/** Where a user of the file is edited, from the way the server names it ('Project “…”'). */
const EDITORS: readonly [prefix: string, href: string][] = [
  ['Project', paths.admin.projects],
  ['Testimonial', paths.admin.testimonials],
  ['Client logo', paths.admin.clientLogos],
];

function editorOf(user: string): string | undefined {
  return EDITORS.find(([prefix]) => user.toLowerCase().startsWith(prefix.toLowerCase()))?.[1];
}

function UsedByList({ users }: { users: readonly string[] }) {
  return (
    <ul class="flex flex-col gap-1 text-sm">
      {users.map((user) => {
        const href = editorOf(user);
        return (
          <li key={user}>
            {href ? (
              <Link href={href} class="text-main-ink underline underline-offset-2 hover:no-underline">
                {user}
              </Link>
            ) : (
              user
            )}
          </li>
        );
      })}
    </ul>
  );
}

function Preview({ item }: { item: Media }) {
  const box = 'max-h-80 w-full rounded-lg border border-line object-contain';
  const background = item.color ? { backgroundColor: item.color } : undefined;
  if (item.kind === 'video') {
    return (
      <video controls preload="metadata" poster={item.poster ?? undefined} width={item.width} height={item.height} class={`${box} h-auto bg-black`}>
        <source src={item.url} type={item.mime} />
      </video>
    );
  }
  return (
    <img
      src={item.url}
      srcset={item.variants.length ? srcSet(item.variants) : undefined}
      sizes={item.variants.length ? '(min-width: 44rem) 40rem, 100vw' : undefined}
      alt={item.alt}
      width={item.width}
      height={item.height}
      style={background}
      class={`${box} h-auto`}
    />
  );
}

/** What an admin edits of an item: compared field by field after a refused save. */
interface Editable {
  alt: string;
  poster: string | null;
}

const editableOf = (item: Media): Editable => ({ alt: item.alt, poster: item.poster ?? null });

/** The item's alt text in `lang` ('' without one). */
const altIn = (item: Media, lang: string) => translationsIn(item, lang).alt ?? '';

/** Its state in `lang`, beside the English. */
const altStatus = (item: Media, lang: string) => fieldStatus(item.alt, statesIn(item.translationStates, lang).alt);

const DIFF_FIELDS: readonly DiffField[] = [
  { key: 'alt', label: 'Alt text' },
  { key: 'poster', label: 'Poster' },
];

/** Open while mounted: the screen renders it for the chosen item (keyed by it, so each item
 * starts from its own values) and unmounts it to close. */
export function MediaDetailsDialog({
  item,
  onClose,
  lang: opening,
  focus,
}: {
  item: Media;
  onClose: () => void;
  /** The language to open in (a link from the Translations overview), and the field to focus. */
  lang?: string;
  focus?: string;
}) {
  const update = useUpdateMedia();
  const remove = useDeleteMedia();
  const languages = useSiteLanguages();
  /** The item as stored, as far as this dialog knows: what a change is based on. */
  const [current, setCurrent] = useState(item);
  const [refused, setRefused] = useState<{ mine: Editable; theirs: Media; changedBy?: string; lang?: string } | null>(null);
  const [alt, setAlt] = useState(current.alt);
  const [chosenLang, setChosenLang] = useState(opening);
  /** The language edited when it is not the default one. */
  const lang = chosenLang && languages.others.includes(chosenLang) ? chosenLang : undefined;
  const [translation, setTranslation] = useState(() => (opening ? altIn(item, opening) : ''));
  const [poster, setPoster] = useState(current.poster ?? null);
  const [altError, setAltError] = useState<string>();
  const [choosingPoster, setChoosingPoster] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  const [copied, setCopied] = useState(false);
  const formId = useId();
  const form = useRef<HTMLFormElement>(null);
  const dirty = lang
    ? translation.trim() !== altIn(current, lang)
    : alt.trim() !== current.alt || (current.kind === 'video' && poster !== (current.poster ?? null));

  useEffect(() => {
    if (focus && lang) focusField(() => form.current, focus);
  }, [lang !== undefined]);

  function switchLanguage(code: string) {
    setChosenLang(code === languages.default ? undefined : code);
    setTranslation(code === languages.default ? '' : altIn(current, code));
    setAltError(undefined);
  }

  async function copyUrl() {
    try {
      await navigator.clipboard.writeText(current.url);
      setCopied(true);
      toast({ title: 'Address copied', description: current.url });
    } catch {
      toast({ variant: 'destructive', title: 'Could not copy', description: 'Select the address and copy it yourself.' });
    }
  }

  /** Saves `mine` on `base`'s version: the alt text and poster, or in `inLang` its alt text alone. */
  async function send(base: Media, mine: Editable, inLang?: string) {
    try {
      const change = inLang ? { translations: { [inLang]: { alt: mine.alt } } } : mine;
      const saved = await update.mutateAsync({ id: base.id, version: base.version, ...change });
      toast(
        inLang
          ? { title: 'Translation saved', description: `The alt text of “${saved.name}” in ${nativeLanguageName(inLang)} was saved.` }
          : { title: 'Media updated', description: `“${saved.name}” was saved.` },
      );
      onClose();
    } catch (error) {
      if (error instanceof ApiError && error.isStale && error.current) {
        setRefused({ mine, theirs: error.current as Media, changedBy: error.changedBy, lang: inLang });
        return;
      }
      if (error instanceof ApiError) setAltError(error.fieldErrors[inLang ? `translations.${inLang}.alt` : 'alt']);
      toast({ variant: 'destructive', title: 'Error', description: errorMessage(error, 'Failed to update media.') });
    }
  }

  async function save(event: Event) {
    event.preventDefault();
    if (lang) {
      // Empty removes the translation: visitors read the English.
      const problem = translation.trim() ? checkAlt(translation) : undefined;
      setAltError(problem);
      if (!problem) await send(current, { alt: translation.trim(), poster: null }, lang);
      return;
    }
    const problem = checkAlt(alt);
    setAltError(problem);
    if (problem) return;
    await send(current, { alt: alt.trim(), poster: current.kind === 'video' ? poster : null });
  }

  /** After a refused save: go on from what is stored now, with the form showing `values` (in
   * `inLang`: its alt text there). */
  function rebase(theirs: Media, values: Editable, inLang?: string) {
    setCurrent(theirs);
    if (inLang) setTranslation(values.alt);
    else {
      setAlt(values.alt);
      setPoster(values.poster);
    }
    setRefused(null);
  }

  async function keepMine() {
    if (!refused) return;
    const { theirs, mine } = refused;
    if (refused.lang) {
      rebase(theirs, mine, refused.lang);
      await send(theirs, mine, refused.lang);
      return;
    }
    const merged = reapply(DIFF_FIELDS, { base: editableOf(current), theirs: editableOf(theirs), mine });
    rebase(theirs, merged);
    await send(theirs, merged);
  }

  const conflict: Conflict | null = refused && {
    what: current.kind === 'video' ? 'video' : 'image',
    rows: refused.lang
      ? conflictRows([{ key: 'alt', label: `Alt text (${nativeLanguageName(refused.lang)})` }], {
          base: { alt: altIn(current, refused.lang) },
          theirs: { alt: altIn(refused.theirs, refused.lang) },
          mine: { alt: refused.mine.alt },
        })
      : conflictRows(current.kind === 'video' ? DIFF_FIELDS : DIFF_FIELDS.slice(0, 1), {
          base: editableOf(current),
          theirs: editableOf(refused.theirs),
          mine: refused.mine,
        }),
    changedBy: refused.changedBy,
  };

  async function confirmDelete() {
    try {
      await remove.mutateAsync({ id: current.id, version: current.version });
      setConfirming(false);
      toast({
        title: 'Media deleted',
        description: `“${current.name}” was removed from the library; it is in the Trash for ${TRASH_DAYS} days, where it can be restored.`,
      });
      onClose();
    } catch (error) {
      setConfirming(false);
      if (error instanceof ApiError && error.status === 409) {
        const usedBy = error.json.usedBy;
        setRefusal({
          message: errorMessage(error, 'Content still uses this file.'),
          usedBy: Array.isArray(usedBy) ? usedBy.filter((u): u is string => typeof u === 'string') : current.usedBy,
        });
        return;
      }
      if (error instanceof ApiError && error.isStale && error.current) {
        // Look again before deleting: the dialog shows the item as stored now.
        const theirs = error.current as Media;
        rebase(theirs, editableOf(theirs));
        toast({ variant: 'destructive', title: 'Changed by someone else', description: errorMessage(error, 'Failed to delete media.') });
        return;
      }
      toast({ variant: 'destructive', title: 'Error', description: errorMessage(error, 'Failed to delete media.') });
    }
  }

  /** The alt text's control, in the language edited. */
  const altInput = (control: ControlProps) => (
    <Input
      {...control}
      value={lang ? translation : alt}
      autoFocus
      autoComplete="off"
      onInput={(event) => {
        const value = (event.currentTarget as HTMLInputElement).value;
        if (lang) setTranslation(value);
        else setAlt(value);
        if (altError) setAltError(undefined);
      }}
    />
  );

  const busy = update.isPending || remove.isPending;
  const users = refusal?.usedBy ?? current.usedBy;

  return (
    <>
      <Dialog
        open
        onClose={() => {
          if (!busy) onClose();
        }}
        title={current.name}
        description={`${current.kind === 'video' ? 'Video' : 'Image'} · ${describeMedia(current)} · added ${formatDateTime(current.createdAt)}`}
        size="lg"
        footer={
          <>
            <Button variant="danger" size="sm" class="mr-auto" onClick={() => setConfirming(true)} disabled={busy}>
              <Trash2 size={14} aria-hidden="true" />
              Delete
            </Button>
            <Button variant="secondary" size="sm" onClick={onClose} disabled={busy}>
              Cancel
            </Button>
            <Button variant="primary" size="sm" type="submit" form={formId} disabled={busy}>
              {update.isPending ? 'Saving...' : lang ? 'Save Translation' : 'Save Changes'}
            </Button>
          </>
        }
      >
        <form id={formId} ref={form} noValidate onSubmit={save} class="flex flex-col gap-5">
          {languages.others.length > 0 && (
            <div class="flex flex-wrap items-center justify-between gap-x-4 gap-y-2 border-b border-line pb-4">
              <LanguageSwitch
                languages={languages}
                value={lang ?? languages.default}
                onChange={switchLanguage}
                disabledReason={dirty ? 'Save or cancel your changes to switch language.' : undefined}
              />
              {lang && <TranslationCounter counts={tally([altStatus(current, lang)])} />}
            </div>
          )}
          {refusal && (
            <div role="alert" class="rounded-xl border border-danger/40 bg-danger/10 px-4 py-3 text-sm">
              <p class="font-semibold text-danger">{refusal.message}</p>
              <p class="mt-1 text-ink/80">Where to change it:</p>
              <div class="mt-2">
                <UsedByList users={refusal.usedBy} />
              </div>
            </div>
          )}
          <Preview item={current} />
          {lang ? (
            <TranslatedField
              field="alt"
              label="Alt text"
              status={altStatus(current, lang)}
              source={current.alt}
              sourceLang={languages.default}
              lang={lang}
              hint={`What the image shows, to visitors of the ${nativeLanguageName(lang)} pages. Empty: the ${nativeLanguageName(languages.default)} text.`}
              error={altError}
            >
              {altInput}
            </TranslatedField>
          ) : (
            <Field label="Alt text" hint="What the image shows, read by screen readers and search engines." error={altError}>
              {altInput}
            </Field>
          )}
          <Field label="Address" hint="Paste it into any image field of the content.">
            {(control) => (
              <div class="flex gap-2">
                <Input {...control} value={current.url} readOnly spellcheck={false} class="min-w-0 flex-1 font-mono text-xs" />
                <Button variant="secondary" size="sm" class="h-10" onClick={() => void copyUrl()}>
                  {copied ? <Check size={14} aria-hidden="true" /> : <Copy size={14} aria-hidden="true" />}
                  {copied ? 'Copied' : 'Copy'}
                </Button>
              </div>
            )}
          </Field>
          {current.kind === 'video' && lang && (
            <SameInEveryLanguage label="Poster" defaultLang={languages.default}>
              {current.poster ? <span class="font-mono text-xs">{current.poster}</span> : undefined}
            </SameInEveryLanguage>
          )}
          {current.kind === 'video' && !lang && (
            <fieldset class="flex flex-col gap-2">
              <legend class="text-sm font-medium">Poster</legend>
              <p class="text-xs text-muted">The image shown before the video plays.</p>
              <div class="flex flex-wrap items-center gap-3">
                {poster ? (
                  <img src={poster} alt="" class="h-16 w-24 rounded-md border border-line object-cover" />
                ) : (
                  <span class="text-sm text-muted">No poster.</span>
                )}
                <Button variant="secondary" size="sm" onClick={() => setChoosingPoster(true)}>
                  {poster ? 'Change poster' : 'Choose poster'}
                </Button>
                {poster && (
                  <Button variant="ghost" size="sm" onClick={() => setPoster(null)}>
                    Remove poster
                  </Button>
                )}
              </div>
            </fieldset>
          )}
          <section aria-labelledby={`${formId}-used`} class="flex flex-col gap-1.5">
            <h3 id={`${formId}-used`} class="font-sans text-sm font-medium">
              Used by
            </h3>
            {users.length ? <UsedByList users={users} /> : <p class="text-sm text-muted">Nothing on the site uses it yet.</p>}
          </section>
        </form>
      </Dialog>

      <ConfirmDialog
        open={confirming}
        title="Delete media?"
        confirmLabel="Delete"
        busyLabel="Deleting..."
        busy={remove.isPending}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setConfirming(false)}
      >
        “{current.name}” will be removed from the library and kept in the Trash for {TRASH_DAYS} days, where it can be restored.
      </ConfirmDialog>

      <ConflictDialog
        conflict={conflict}
        busy={update.isPending}
        onReload={() =>
          refused && rebase(refused.theirs, refused.lang ? { alt: altIn(refused.theirs, refused.lang), poster: null } : editableOf(refused.theirs), refused.lang)
        }
        onKeepMine={() => void keepMine()}
        onClose={() => setRefused(null)}
      />

      {current.kind === 'video' && (
        <MediaPickerDialog
          open={choosingPoster}
          onClose={() => setChoosingPoster(false)}
          title="Choose a poster"
          onPick={(image) => {
            setPoster(image.url);
            setChoosingPoster(false);
          }}
        />
      )}
    </>
  );
}
