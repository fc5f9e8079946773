// Dense buttons for tools and tables (the admin area): smaller and squarer than <Button>.
// Icon-only buttons must carry an aria-label.

import { Trash2 } from 'lucide-react';
import type { ButtonHTMLAttributes, ComponentChildren } from 'preact';

type Variant = 'primary' | 'secondary' | 'danger' | 'ghost';
type Size = 'sm' | 'md' | 'icon';

const BASE =
  'inline-flex shrink-0 items-center justify-center gap-1.5 rounded-lg font-medium whitespace-nowrap transition ' +
  'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-main ' +
  'disabled:cursor-not-allowed disabled:opacity-50';

const VARIANTS: Record<Variant, string> = {
  primary: 'bg-main text-on-main hover:brightness-110',
  secondary: 'border border-line bg-white/[0.04] text-ink hover:border-white/20 hover:bg-white/[0.08]',
  danger: 'bg-danger text-canvas hover:brightness-110',
  ghost: 'text-muted hover:bg-white/[0.06] hover:text-ink',
};

const SIZES: Record<Size, string> = {
  sm: 'h-8 px-2.5 text-xs',
  md: 'h-9 px-3.5 text-sm',
  icon: 'size-8 text-sm',
};

export function compactButtonClasses(variant: Variant = 'secondary', size: Size = 'md', extra = ''): string {
  return `${BASE} ${VARIANTS[variant]} ${SIZES[size]} ${extra}`.trim();
}

type CompactButtonProps = Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'size'> & {
  variant?: Variant;
  size?: Size;
  children: ComponentChildren;
};

export function CompactButton({ variant, size, class: className, type = 'button', ...rest }: CompactButtonProps) {
  return <button type={type} class={compactButtonClasses(variant, size, String(className ?? ''))} {...rest} />;
}

/** A table row's delete button, an icon named by `label` ("Delete Alex"); `onClick` asks to confirm. */
export function DeleteRowButton({ label, onClick }: { label: string; onClick: () => void }) {
  return (
    <CompactButton variant="ghost" size="icon" aria-label={label} title="Delete" class="hover:!text-danger" onClick={onClick}>
      <Trash2 size={15} aria-hidden="true" />
    </CompactButton>
  );
}
