// Buttons, and the same look for links that act as buttons.

import type { ButtonHTMLAttributes, ComponentChildren } from 'preact';

type Variant = 'primary' | 'secondary' | 'ghost';
type Size = 'md' | 'lg';

const BASE =
  'inline-flex items-center justify-center gap-2 rounded-full font-semibold transition ' +
  'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-main ' +
  'disabled:cursor-not-allowed disabled:opacity-60';

const VARIANTS: Record<Variant, string> = {
  primary: 'bg-main text-on-main hover:shadow-[0_0_32px_var(--glow-color)] hover:brightness-110',
  secondary: 'border border-line bg-white/5 text-ink hover:border-main/60 hover:bg-white/10',
  ghost: 'text-ink hover:text-main',
};

const SIZES: Record<Size, string> = {
  md: 'h-11 px-5 text-sm',
  lg: 'h-14 px-8 text-base',
};

/** The class list of a button of `variant` and `size`, for <a> elements styled as buttons. */
export function buttonClasses(variant: Variant = 'primary', size: Size = 'md', extra = ''): string {
  return `${BASE} ${VARIANTS[variant]} ${SIZES[size]} ${extra}`.trim();
}

type ButtonProps = Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'size'> & {
  variant?: Variant;
  size?: Size;
  children: ComponentChildren;
};

export function Button({ variant, size, class: className, type = 'button', ...rest }: ButtonProps) {
  return <button type={type} class={buttonClasses(variant, size, String(className ?? ''))} {...rest} />;
}
