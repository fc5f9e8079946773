// How search engines and shared links show a page the admin writes (a post, a case study): the
// SEO title and description with their counts against the limits, and the result as a results
// page would lay it out.

import { Field } from '@/components/ui/field';
import { Input, Textarea } from '@/components/ui/input';
import { Panel } from '@/components/ui/panel';
import { BLOG_ARTICLE, type LengthReport, searchSnippet, type SeoPageKind, seoDescriptionLength, seoTitleLength } from '@/lib/seo';

const TONES = { ok: 'text-muted', warn: 'text-amber-300', error: 'text-danger' } as const;

function Count({ report }: { report: LengthReport }) {
  return (
    <span class={TONES[report.tone]}>
      <span class="tabular-nums">
        {report.count}/{report.max}
      </span>{' '}
      · {report.note}
    </span>
  );
}

export function SeoPanel({
  post,
  site,
  kind = BLOG_ARTICLE,
  errors,
  onInput,
}: {
  /** `title` and `excerpt` stand in for empty SEO fields. */
  post: { title: string; seoTitle: string; excerpt: string; seoDescription: string; slug: string };
  site: { name: string; publicUrl: string };
  /** The kind of page (a blog article unless told). */
  kind?: SeoPageKind;
  errors: { seoTitle?: string; seoDescription?: string };
  onInput: (field: 'seoTitle' | 'seoDescription', value: string) => void;
}) {
  const snippet = searchSnippet(post, site, kind);
  return (
    <Panel class="flex flex-col gap-4 p-4">
      <h2 class="font-sans text-sm font-semibold">Search engines</h2>
      <Field label="SEO title" optional error={errors.seoTitle} hint={<Count report={seoTitleLength(post.seoTitle, kind)} />}>
        {(control) => (
          <Input
            {...control}
            name="seoTitle"
            value={post.seoTitle}
            placeholder={post.title}
            onInput={(event) => onInput('seoTitle', (event.currentTarget as HTMLInputElement).value)}
          />
        )}
      </Field>
      <Field
        label="SEO description"
        optional
        error={errors.seoDescription}
        hint={<Count report={seoDescriptionLength(post.seoDescription, kind)} />}
      >
        {(control) => (
          <Textarea
            {...control}
            name="seoDescription"
            rows={3}
            value={post.seoDescription}
            placeholder={post.excerpt}
            onInput={(event) => onInput('seoDescription', (event.currentTarget as HTMLTextAreaElement).value)}
          />
        )}
      </Field>
      <figure class="flex flex-col gap-2">
        <figcaption class="text-xs font-medium tracking-wide text-muted uppercase">Search result preview</figcaption>
        <div class="rounded-lg border border-line bg-[#202124] p-4 font-[arial,sans-serif]">
          <p class="flex items-center gap-2.5">
            <span aria-hidden="true" class="grid size-7 shrink-0 place-items-center rounded-full bg-white/90 text-[0.7rem] font-bold text-[#202124]">
              {site.name.slice(0, 1)}
            </span>
            <span class="min-w-0 leading-tight">
              <span class="block truncate text-sm text-[#dadce0]">{site.name}</span>
              <span class="block truncate text-xs text-[#bdc1c6]">{snippet.url}</span>
            </span>
          </p>
          <p class="mt-2 text-lg leading-snug break-words text-[#8ab4f8]">{snippet.title || 'Title'}</p>
          <p class="mt-1 text-sm leading-normal break-words text-[#bdc1c6]">
            {snippet.description || kind.descriptionMissing}
          </p>
        </div>
      </figure>
    </Panel>
  );
}
