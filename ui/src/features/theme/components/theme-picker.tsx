// Four swatches, one per theme of docs/PRODUCT.md §9, as a radio group: arrow keys move between them and
// choosing one re-colours the page at once and is remembered.

import { useId, useState } from 'react';
import { THEMES, type ThemeKey } from '@/config/themes';
import { t } from '@/i18n/page';
import { chooseTheme, savedTheme } from '../apply-theme';

export function ThemePicker({ class: className = '' }: { class?: string }) {
  const [current, setCurrent] = useState<ThemeKey>(() => (savedTheme()?.key ?? 'default') as ThemeKey);
  const name = useId();
  return (
    <fieldset class={className}>
      <legend class="mb-3 text-xs font-medium tracking-[0.18em] text-muted uppercase">{t('theme.legend')}</legend>
      <div class="grid grid-cols-4 gap-2">
        {THEMES.map((theme) => (
          <label
            key={theme.key}
            class="group relative flex cursor-pointer flex-col items-center gap-1.5 rounded-xl border border-line p-2 text-[11px] text-muted transition has-checked:border-white/40 has-checked:text-ink has-focus-visible:outline-2 has-focus-visible:outline-main hover:border-white/25"
          >
            <input
              type="radio"
              name={name}
              value={theme.key}
              checked={current === theme.key}
              class="sr-only"
              onChange={() => {
                chooseTheme(theme.key);
                setCurrent(theme.key);
              }}
            />
            <span
              aria-hidden="true"
              class="size-6 rounded-full ring-1 ring-white/15"
              style={{ background: `linear-gradient(135deg, ${theme.main} 55%, ${theme.accent} 55%)` }}
            />
            {t(`theme.${theme.key}`)}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
