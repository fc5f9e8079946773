// The title block atop each admin screen.

import type { ComponentChildren } from 'preact';
import { useDocumentTitle } from '@/lib/use-document-title';

export function AdminScreenHeader({ title, children }: { title: string; children?: ComponentChildren }) {
  useDocumentTitle(`${title} · Admin`);
  return (
    <header class="mb-8">
      <h1 class="text-3xl font-bold tracking-tight">{title}</h1>
      {children && <p class="mt-1 text-sm text-muted">{children}</p>}
    </header>
  );
}
