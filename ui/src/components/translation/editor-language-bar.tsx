// The language bar of an editor with a language of its own per item (an article, a case study):
// what is left in the language shown, and the switch, held while the form has unsaved changes.

import { type FieldStatus, type SiteLanguages, tally } from '@/lib/translations';
import { LanguageSwitch } from './language-switch';
import { TranslationCounter } from './translation-badge';

export function EditorLanguageBar({
  languages,
  lang,
  statuses,
  dirty,
  onChange,
}: {
  languages: SiteLanguages;
  /** The language shown, when it is not the default one. */
  lang: string | undefined;
  /** Each translatable field's status in `lang`. */
  statuses: () => Iterable<FieldStatus>;
  dirty: boolean;
  onChange: (lang: string) => void;
}) {
  return (
    <div class="flex flex-wrap items-center justify-end gap-x-4 gap-y-2">
      {lang && <TranslationCounter counts={tally(statuses())} />}
      <LanguageSwitch
        languages={languages}
        value={lang ?? languages.default}
        onChange={onChange}
        disabledReason={dirty ? 'Save your changes (or undo them) to switch language.' : undefined}
      />
    </div>
  );
}
