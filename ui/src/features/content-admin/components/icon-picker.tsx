// A service's icon (docs/PRODUCT.md §3) picked from the site's icon set: a radio group drawn as a grid of
// tiles, each the icon and its name, the current one marked; arrow keys move the choice (native
// radios). A stored value outside the set (an image URL, a CSS class, which the server also takes)
// shows as one more tile, chosen, until another icon is picked, and can be chosen back.

import { CircleHelp } from 'lucide-react';
import type { ComponentChildren } from 'preact';
import { useId, useState } from 'react';
import { SERVICE_ICONS, serviceIconName } from '@/components/ui/service-icons';

function Tile({
  group,
  checked,
  onChoose,
  glyph,
  children,
}: {
  group: string;
  checked: boolean;
  onChoose: () => void;
  glyph: ComponentChildren;
  /** The tile's words, its accessible name. */
  children: ComponentChildren;
}) {
  return (
    <label class="relative min-w-0">
      <input type="radio" name={group} checked={checked} onChange={onChoose} class="peer sr-only" />
      <span class="flex cursor-pointer flex-col items-center gap-1.5 rounded-lg border border-line px-1 py-2 text-xs text-muted transition peer-checked:border-main peer-checked:bg-main/15 peer-checked:text-ink peer-focus-visible:outline-2 peer-focus-visible:outline-main hover:text-ink">
        {glyph}
        <span class="max-w-full truncate">{children}</span>
      </span>
    </label>
  );
}

export function IconPicker({
  label,
  hint,
  error,
  value,
  onChange,
}: {
  label: string;
  hint?: string;
  error?: string;
  value: string;
  onChange: (value: string) => void;
}) {
  const id = useId();
  // What the item had when the form opened, if the set does not hold it: it stays on offer.
  const [stored] = useState(() => (value.trim() && !serviceIconName(value) ? value : null));
  const chosen = value === stored ? null : serviceIconName(value);
  const describedBy = [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ') || undefined;
  return (
    <fieldset role="radiogroup" aria-invalid={error ? true : undefined} aria-describedby={describedBy} class="min-w-0">
      <legend class="mb-1.5 text-sm font-medium text-ink">{label}</legend>
      <div class="grid grid-cols-3 gap-2 sm:grid-cols-4">
        {stored && (
          <Tile group={id} checked={value === stored} onChoose={() => onChange(stored)} glyph={<CircleHelp size={20} aria-hidden="true" />}>
            <span title={stored}>{stored}</span>
            <span class="sr-only"> (the current value, not one of the site’s icons)</span>
          </Tile>
        )}
        {Object.entries(SERVICE_ICONS).map(([name, Icon]) => (
          <Tile
            key={name}
            group={id}
            checked={chosen === name}
            onChoose={() => onChange(name)}
            glyph={<Icon size={20} aria-hidden="true" />}
          >
            {name}
          </Tile>
        ))}
      </div>
      {hint && (
        <p id={`${id}-hint`} class="mt-1.5 text-xs text-muted">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} class="mt-1.5 text-xs font-medium text-danger">
          {error}
        </p>
      )}
    </fieldset>
  );
}

/** A service's icon in its table: the glyph and the name, or a value outside the set as it is. */
export function IconName({ icon }: { icon: string }) {
  const name = serviceIconName(icon);
  const Icon = name ? SERVICE_ICONS[name] : undefined;
  return (
    <span class="inline-flex items-center gap-1.5 text-xs whitespace-nowrap text-muted">
      {Icon && <Icon size={16} aria-hidden="true" />}
      <code>{icon}</code>
    </span>
  );
}
