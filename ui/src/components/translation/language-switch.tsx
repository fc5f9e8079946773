// Which language an editor works in: "English (default) | Español", each language by its own
// name. A radio group drawn as a segmented control; a reason shows beside it while it is disabled
// (the form holds changes not saved in the language shown).

import { useId } from 'react';
import { nativeLanguageName } from '@/lib/language-names';
import type { SiteLanguages } from '@/lib/translations';

export function LanguageSwitch({
  languages,
  value,
  onChange,
  disabledReason,
}: {
  languages: SiteLanguages;
  value: string;
  onChange: (lang: string) => void;
  /** Set: the switch is disabled, and this says why. */
  disabledReason?: string;
}) {
  const name = useId();
  const reasonId = `${name}-reason`;
  const all = [languages.default, ...languages.others];
  return (
    <fieldset
      disabled={!!disabledReason}
      aria-describedby={disabledReason ? reasonId : undefined}
      // Not a field of the form it switches: a dialog opens on the form's first field.
      data-not-a-field
      class="flex min-w-0 flex-wrap items-center gap-x-3 gap-y-1"
    >
      <legend class="sr-only">Language</legend>
      <div class="inline-flex rounded-lg border border-line bg-white/[0.02] p-0.5">
        {all.map((code) => {
          const checked = code === value;
          return (
            <label
              key={code}
              lang={code}
              class={
                'relative cursor-pointer rounded-md px-2.5 py-1 text-sm whitespace-nowrap transition ' +
                'has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-main has-[:disabled]:cursor-not-allowed ' +
                (checked ? 'bg-main/15 font-medium text-main-ink' : 'text-muted hover:text-ink')
              }
            >
              {/* Over the whole label, unseen: a click, a tap or a test presses the radio itself. */}
              <input
                type="radio"
                name={name}
                value={code}
                checked={checked}
                onChange={() => onChange(code)}
                class="absolute inset-0 size-full cursor-pointer appearance-none rounded-md opacity-0 disabled:cursor-not-allowed"
              />
              {nativeLanguageName(code)}
              {code === languages.default && (
                <span lang="en" class="font-normal text-muted">
                  {' '}
                  (default)
                </span>
              )}
            </label>
          );
        })}
      </div>
      {disabledReason && (
        <span id={reasonId} class="text-xs text-muted">
          {disabledReason}
        </span>
      )}
    </fieldset>
  );
}
