// The frame of the login and registration screens, under the site's name, with the link to the
// other one below.

import type { ComponentChildren } from 'preact';
import { Link } from 'wouter';
import { useSiteName } from '@/lib/use-site-name';

export function AuthLayout({
  title,
  description,
  other,
  children,
}: {
  title: string;
  description: string;
  /** The other screen: "Need an account? Register here". */
  other: { href: string; label: string };
  children: ComponentChildren;
}) {
  const siteName = useSiteName();
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
        <div class="mt-6 text-center text-sm text-muted">
          <Link href={other.href} class="font-medium text-main-ink hover:underline">
            {other.label}
          </Link>
        </div>
      </div>
    </main>
  );
}
