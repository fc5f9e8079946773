// The public Not Found page (SPEC.md §2). The server answers 404 with the app for unknown paths.

import { Link } from 'wouter';
import { paths } from '@/config/paths';
import { useDocumentTitle } from '@/lib/use-document-title';

export function NotFoundRoute() {
  useDocumentTitle('Page Not Found');
  return (
    <main class="bg-depth grid min-h-svh place-items-center px-6">
      <div class="w-full max-w-md rounded-[var(--radius-card)] border border-line bg-surface/80 p-8 backdrop-blur">
        <div class="flex items-center gap-3">
          <svg aria-hidden="true" viewBox="0 0 24 24" class="size-8 shrink-0 text-accent" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round">
            <circle cx="12" cy="12" r="10" />
            <line x1="12" x2="12" y1="8" y2="12" />
            <line x1="12" x2="12.01" y1="16" y2="16" />
          </svg>
          <h1 class="text-2xl font-bold text-ink">Page Not Found</h1>
        </div>
        <p class="mt-4 text-sm text-muted">Did you forget to add the page to the router?</p>
        <Link href={paths.home} class="mt-6 inline-block text-sm font-medium text-main hover:underline">
          Back to home
        </Link>
      </div>
    </main>
  );
}
