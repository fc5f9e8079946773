// A blog article (SPEC.md §2). Placeholder until the blog issue lands.

import { Link, useParams } from 'wouter';
import { paths } from '@/config/paths';
import { useDocumentTitle } from '@/lib/use-document-title';

export function BlogPostRoute() {
  const { slug = '' } = useParams<{ slug: string }>();
  useDocumentTitle('Blog');
  return (
    <main class="bg-depth min-h-svh">
      <article class="mx-auto max-w-3xl px-6 py-28">
        <Link href={paths.blog} class="text-sm text-muted hover:text-main">
          ← Back to All Posts
        </Link>
        <h1 class="mt-6 text-4xl font-bold tracking-tight sm:text-5xl">Blog post</h1>
        <p class="mt-4 font-mono text-sm text-muted">{slug}</p>
      </article>
    </main>
  );
}
