// The frame of the login and registration screens, under the site's name.

import type { ComponentChildren } from 'preact';

export function AuthLayout({
  siteName,
  title,
  description,
  children,
  footer,
}: {
  /** The site name setting. */
  siteName: string;
  title: string;
  description: string;
  children: ComponentChildren;
  footer: ComponentChildren;
}) {
  return (
    <main class="bg-depth grid min-h-svh place-items-center px-4 py-12">
      <div class="w-full max-w-md">
        <p class="mb-6 text-center font-display text-lg font-bold tracking-tight">
          {siteName} <span class="text-main-ink">Admin</span>
        </p>
        <div class="rounded-[var(--radius-card)] border border-line bg-surface/90 p-8 shadow-2xl shadow-black/40 backdrop-blur">
          <h1 class="text-2xl font-bold tracking-tight">{title}</h1>
          <p class="mt-1 text-sm text-muted">{description}</p>
          <div class="mt-6">{children}</div>
        </div>
        <div class="mt-6 text-center text-sm text-muted">{footer}</div>
      </div>
    </main>
  );
}
