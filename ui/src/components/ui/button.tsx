// The one button of the site, and the same look for links that act as buttons. The size picks the
// shape: `md` and `lg` are the public site's pills; `sm`, `xs` and `icon` are the admin area's
// dense, squarer buttons for tools and tables. Icon-only buttons must carry an aria-label.

import type { ButtonHTMLAttributes, ComponentChildren } from 'preact';

type Variant = 'primary' | 'secondary' | 'danger' | 'ghost';
type Size = 'xs' | 'sm' | 'icon' | 'md' | 'lg';

const BASE =
  'inline-flex items-center justify-center transition ' +
  'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-main disabled:cursor-not-allowed';

const PILL = 'gap-2 rounded-full font-semibold disabled:opacity-60';
const DENSE = 'shrink-0 gap-1.5 rounded-lg font-medium whitespace-nowrap disabled:opacity-50';

const SIZES: Record<Size, string> = {
  xs: `${DENSE} h-8 px-2.5 text-xs`,
  sm: `${DENSE} h-9 px-3.5 text-sm`,
  icon: `${DENSE} size-8 text-sm`,
  md: `${PILL} h-11 px-5 text-sm`,
  lg: `${PILL} h-14 px-8 text-base`,
};

const VARIANTS: Record<Variant, string> = {
  primary: 'bg-main text-on-main hover:shadow-[0_0_32px_var(--glow-color)] hover:brightness-110',
  secondary: 'border border-line bg-white/5 text-ink hover:border-main/60 hover:bg-white/10',
  danger: 'bg-danger text-canvas hover:brightness-110',
  ghost: 'text-muted hover:bg-white/[0.06] hover:text-ink',
};

/** The class list of a button of `variant` and `size`, for <a> elements styled as buttons. */
export function buttonClasses(variant: Variant = 'primary', size: Size = 'md', extra = ''): string {
  return `${BASE} ${SIZES[size]} ${VARIANTS[variant]} ${extra}`.trim();
}

type ButtonProps = Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'size'> & {
  variant?: Variant;
  size?: Size;
  children: ComponentChildren;
};

export function Button({ variant, size, class: className, type = 'button', ...rest }: ButtonProps) {
  return <button type={type} class={buttonClasses(variant, size, String(className ?? ''))} {...rest} />;
}
