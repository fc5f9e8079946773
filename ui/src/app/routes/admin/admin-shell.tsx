// The frame of every protected admin screen: the session guard (SPEC.md §4) and the sidebar.

import type { ComponentChildren } from 'preact';
import { Suspense } from 'react';
import { Link, Redirect, useLocation } from 'wouter';
import { Spinner } from '@/components/ui/spinner';
import { SITE_DEFAULTS } from '@/config/constants';
import { paths } from '@/config/paths';
import { clearToken, currentSessionToken } from '@/features/auth/token';

const NAV = [
  { href: paths.admin.dashboard, label: 'Dashboard' },
  { href: paths.admin.services, label: 'Services' },
  { href: paths.admin.projects, label: 'Projects' },
  { href: paths.admin.testimonials, label: 'Testimonials' },
  { href: paths.admin.clientLogos, label: 'Client Logos' },
  { href: paths.admin.contactSubmissions, label: 'Contact Inquiries' },
  { href: paths.admin.contentPreview, label: 'Content Preview' },
  { href: paths.admin.users, label: 'User Management' },
  { href: paths.admin.settings, label: 'Settings' },
] as const;

export default function AdminShell({ children }: { children: ComponentChildren }) {
  const [location, navigate] = useLocation();

  // A missing, unreadable or expired token sends the visitor to the login.
  if (!currentSessionToken()) return <Redirect to={paths.admin.root} replace />;

  function logout() {
    clearToken();
    navigate(paths.admin.root);
  }

  return (
    <div class="min-h-svh bg-canvas md:grid md:grid-cols-[15rem_1fr]">
      <aside class="border-b border-line bg-surface md:sticky md:top-0 md:h-svh md:border-r md:border-b-0">
        <div class="flex items-center justify-between px-5 py-4 md:py-6">
          <Link href={paths.admin.dashboard} class="font-display font-bold tracking-tight">
            {SITE_DEFAULTS.siteName} <span class="text-main">Admin</span>
          </Link>
          <button type="button" onClick={logout} class="text-sm text-muted hover:text-ink md:hidden">
            Logout
          </button>
        </div>
        <nav aria-label="Admin" class="overflow-x-auto px-3 pb-3 md:pb-0">
          <ul class="flex gap-1 md:flex-col">
            {NAV.map((item) => {
              const current = location === item.href;
              return (
                <li key={item.href}>
                  <Link
                    href={item.href}
                    aria-current={current ? 'page' : undefined}
                    class={
                      'block rounded-lg px-3 py-2 text-sm whitespace-nowrap transition ' +
                      (current ? 'bg-main/10 font-medium text-main' : 'text-muted hover:bg-white/5 hover:text-ink')
                    }
                  >
                    {item.label}
                  </Link>
                </li>
              );
            })}
          </ul>
        </nav>
        <div class="hidden px-3 pt-4 md:block">
          <button
            type="button"
            onClick={logout}
            class="w-full rounded-lg px-3 py-2 text-left text-sm text-muted transition hover:bg-white/5 hover:text-ink"
          >
            Logout
          </button>
        </div>
      </aside>
      <main class="min-w-0 px-5 py-8 md:px-10 md:py-10">
        <Suspense
          fallback={
            <div class="py-20 text-center">
              <Spinner />
            </div>
          }
        >
          {children}
        </Suspense>
      </main>
    </div>
  );
}
