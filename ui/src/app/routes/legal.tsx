// The Privacy Policy and the Terms (issue #16) at /privacy and /terms: the title and the text an
// admin wrote under Site Content, as the server rendered and sanitized it, in the blog's prose
// styles. A site without the page shows Not Found. Loaded as its own chunk.

import { Spinner } from '@/components/ui/spinner';
import { type LegalKey, useLegalPage } from '@/features/site-content/legal-page';
import { useSiteContent } from '@/features/site-content/site-content';
import { useSiteData } from '@/features/site-data/site-data';
import { usePageMeta } from '@/lib/use-page-meta';
import type { LegalPage } from '@/types/site-content';
import { PublicLayout } from '../public-layout';
import { NotFoundRoute } from './not-found';

export default function LegalRoute({ page, path }: { page: LegalKey; path: string }) {
  const content = useSiteContent();
  const loaded = useLegalPage(path, content.legal[page]);
  if (loaded.state === 'missing') return <NotFoundRoute />;
  return (
    <PublicLayout>
      {loaded.state === 'ready' ? (
        <LegalArticle page={loaded.page} />
      ) : (
        <div class="grid min-h-[80svh] place-items-center">
          <Spinner />
        </div>
      )}
    </PublicLayout>
  );
}

function LegalArticle({ page }: { page: LegalPage }) {
  const { settings } = useSiteData();
  // The title the server wrote into the page's head; its description stays.
  usePageMeta(`${page.title} | ${settings.siteName}`);
  return (
    <article aria-labelledby="legal-title" class="relative isolate pt-32 pb-24 sm:pt-40">
      <div
        aria-hidden="true"
        class="pointer-events-none absolute -top-40 left-1/2 -z-10 h-[40rem] w-[min(90rem,160vw)] -translate-x-1/2 bg-[radial-gradient(closest-side,color-mix(in_srgb,var(--main-color)_12%,transparent),transparent)]"
      />
      <div class="mx-auto max-w-3xl px-5 sm:px-8">
        <h1
          id="legal-title"
          class="hero-step text-[clamp(2.4rem,1.5rem+3.8vw,4.75rem)] leading-[1] font-bold tracking-[-0.04em] break-words text-ink"
        >
          {page.title}
        </h1>
        {/* Sanitized by the server (markdown.rs): the same HTML the page carries without JavaScript. */}
        <div class="prose-article mt-10 border-t border-line pt-10" dangerouslySetInnerHTML={{ __html: page.html }} />
      </div>
    </article>
  );
}
