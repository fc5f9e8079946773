// The frame of the admin screens: a sidebar of the screens (a toggled menu on small screens),
// the signed-in user, Logout, and the screen itself.

import type { ComponentChildren } from 'preact';
import {
  Briefcase,
  Eye,
  ImagePlay,
  Images,
  Inbox,
  Languages,
  LayoutDashboard,
  LogOut,
  Menu,
  MessageSquareQuote,
  Newspaper,
  PenLine,
  Settings,
  Sparkles,
  Trash2,
  UserCog,
  Users,
  X,
  type LucideIcon,
} from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { Link } from 'wouter';
import { SITE_DEFAULTS } from '@/config/constants';
import { paths } from '@/config/paths';

interface NavItem {
  href: string;
  label: string;
  icon: LucideIcon;
}

const NAV: readonly NavItem[] = [
  { href: paths.admin.dashboard, label: 'Dashboard', icon: LayoutDashboard },
  { href: paths.admin.services, label: 'Services', icon: Sparkles },
  { href: paths.admin.projects, label: 'Projects', icon: Briefcase },
  { href: paths.admin.testimonials, label: 'Testimonials', icon: MessageSquareQuote },
  { href: paths.admin.clientLogos, label: 'Client Logos', icon: Images },
  { href: paths.admin.blogPosts, label: 'Blog Posts', icon: Newspaper },
  { href: paths.admin.media, label: 'Media Library', icon: ImagePlay },
  { href: paths.admin.trash, label: 'Trash', icon: Trash2 },
  { href: paths.admin.contactSubmissions, label: 'Contact Inquiries', icon: Inbox },
  { href: paths.admin.contentPreview, label: 'Content Preview', icon: Eye },
  { href: paths.admin.siteContent, label: 'Site Content', icon: PenLine },
  { href: paths.admin.translations, label: 'Translations', icon: Languages },
  { href: paths.admin.users, label: 'User Management', icon: Users },
  { href: paths.admin.account, label: 'Account', icon: UserCog },
];

const SUPER_ADMIN_NAV: readonly NavItem[] = [{ href: paths.admin.settings, label: 'Site Settings', icon: Settings }];

/** The sidebar's links: the common screens (Account among them), plus Site Settings for the super admin. */
export function adminNavItems(isSuperAdmin: boolean): readonly NavItem[] {
  return isSuperAdmin ? [...NAV, ...SUPER_ADMIN_NAV] : NAV;
}

export function AdminLayout({
  location,
  siteName = SITE_DEFAULTS.siteName,
  username,
  isSuperAdmin,
  onLogout,
  children,
}: {
  location: string;
  /** The site name setting, atop the sidebar. */
  siteName?: string;
  username?: string;
  isSuperAdmin: boolean;
  onLogout: () => void;
  children: ComponentChildren;
}) {
  const [menuOpen, setMenuOpen] = useState(false);
  const toggle = useRef<HTMLButtonElement>(null);
  const navId = useId();

  // A new screen closes the menu.
  useEffect(() => setMenuOpen(false), [location]);

  function onNavKeyDown(event: KeyboardEvent) {
    if (event.key === 'Escape' && menuOpen) {
      setMenuOpen(false);
      toggle.current?.focus();
    }
  }

  return (
    <div class="min-h-svh bg-canvas md:grid md:grid-cols-[15rem_minmax(0,1fr)]">
      <a
        href="#admin-main"
        class="sr-only z-50 rounded-lg bg-main px-3 py-2 text-sm font-semibold text-on-main focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
      >
        Skip to content
      </a>
      <aside
        onKeyDown={onNavKeyDown}
        class="sticky top-0 z-30 border-b border-line bg-surface/95 backdrop-blur md:h-svh md:border-r md:border-b-0 md:bg-surface"
      >
        <div class="flex h-full flex-col">
          <div class="flex h-14 items-center justify-between gap-3 px-4 md:h-16 md:px-5">
            <Link
              href={paths.admin.dashboard}
              class="truncate font-display text-[0.95rem] font-bold tracking-tight focus-visible:outline-2 focus-visible:outline-main"
            >
              {siteName} <span class="text-main-ink">Admin</span>
            </Link>
            <button
              ref={toggle}
              type="button"
              aria-expanded={menuOpen}
              aria-controls={navId}
              onClick={() => setMenuOpen((open) => !open)}
              class="inline-flex h-9 items-center gap-1.5 rounded-lg border border-line px-2.5 text-sm text-ink transition hover:bg-white/5 focus-visible:outline-2 focus-visible:outline-main md:hidden"
            >
              {menuOpen ? <X size={16} aria-hidden="true" /> : <Menu size={16} aria-hidden="true" />}
              Menu
            </button>
          </div>
          <div
            id={navId}
            class={`${menuOpen ? 'flex' : 'hidden'} max-h-[calc(100svh-3.5rem)] flex-col overflow-y-auto border-t border-line md:flex md:max-h-none md:flex-1 md:border-t-0`}
          >
            <nav aria-label="Admin" class="px-3 py-3 md:py-1">
              <ul class="flex flex-col gap-0.5">
                {adminNavItems(isSuperAdmin).map((item) => {
                  // A screen's own pages (a post's editor) keep its entry marked.
                  const current = location === item.href || location.startsWith(`${item.href}/`);
                  const Icon = item.icon;
                  return (
                    <li key={item.href}>
                      <Link
                        href={item.href}
                        aria-current={current ? 'page' : undefined}
                        onClick={() => setMenuOpen(false)}
                        class={
                          'flex items-center gap-2.5 rounded-lg px-2.5 py-2 text-sm transition ' +
                          'focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-main ' +
                          (current ? 'bg-main/10 font-medium text-main-ink' : 'text-muted hover:bg-white/5 hover:text-ink')
                        }
                      >
                        <Icon size={16} aria-hidden="true" class="shrink-0" />
                        {item.label}
                      </Link>
                    </li>
                  );
                })}
              </ul>
            </nav>
            <div class="mt-auto border-t border-line px-3 py-3">
              {username && (
                <p class="truncate px-2.5 pb-2 text-xs text-muted">
                  Signed in as <span class="font-medium text-ink">{username}</span>
                </p>
              )}
              <button
                type="button"
                onClick={onLogout}
                class="flex w-full items-center gap-2.5 rounded-lg px-2.5 py-2 text-left text-sm text-muted transition hover:bg-white/5 hover:text-ink focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-main"
              >
                <LogOut size={16} aria-hidden="true" class="shrink-0" />
                Logout
              </button>
            </div>
          </div>
        </div>
      </aside>
      <main id="admin-main" tabIndex={-1} class="min-w-0 px-4 py-6 outline-none sm:px-6 md:px-10 md:py-10">
        <div class="mx-auto max-w-6xl">{children}</div>
      </main>
    </div>
  );
}
