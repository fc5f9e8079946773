// The title block atop a screen of the admin area, with room for its main actions.

import type { ComponentChildren } from 'preact';
import { useDocumentTitle } from '@/lib/use-document-title';

export function PageHeader({
  title,
  description,
  actions,
}: {
  title: string;
  description?: ComponentChildren;
  actions?: ComponentChildren;
}) {
  useDocumentTitle(`${title} · Admin`);
  return (
    <header class="mb-6 flex flex-wrap items-end justify-between gap-x-6 gap-y-3">
      <div class="min-w-0">
        <h1 class="text-2xl font-bold tracking-tight md:text-[1.75rem]">{title}</h1>
        {description && <p class="mt-1 text-sm text-muted">{description}</p>}
      </div>
      {actions && <div class="flex flex-wrap items-center gap-2">{actions}</div>}
    </header>
  );
}
