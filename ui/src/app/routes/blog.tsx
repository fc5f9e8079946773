// The blog list (SPEC.md §2). Placeholder until the blog issue lands.

import { Link } from 'wouter';
import { paths } from '@/config/paths';
import { useDocumentTitle } from '@/lib/use-document-title';

export function BlogRoute() {
  useDocumentTitle('Blog');
  return (
    <main class="bg-depth min-h-svh">
      <div class="mx-auto max-w-[1280px] px-6 py-28 sm:px-10">
        <Link href={paths.home} class="text-sm text-muted hover:text-main">
          ← Home
        </Link>
        <h1 class="mt-6 text-5xl font-bold tracking-tight sm:text-7xl">Blog</h1>
        <p class="mt-4 max-w-xl text-lg text-muted">Ideas on content, UGC and social growth for Miami businesses.</p>
      </div>
    </main>
  );
}
