// Translations (every admin; issue #30): per language other than the default, everything missing
// or out of date across the content kinds and the site content, each a link that opens its editor
// in that language on that field. The app lends one report per editor (each reads the admin GETs
// its screen reads, so the two share what is cached), in the sidebar's order.

import { ArrowRight } from 'lucide-react';
import { useId } from 'react';
import { Link } from 'wouter';
import { TranslationBadge, TranslationCounter } from '@/components/translation/translation-badge';
import { Loading, LoadFailed } from '@/components/ui/load-state';
import { PageHeader } from '@/components/ui/page-header';
import { StatePanel } from '@/components/ui/panel';
import { nativeLanguageName } from '@/lib/language-names';
import { type TranslationEntry, type TranslationReport, tally } from '@/lib/translations';
import { useSiteLanguages } from '@/lib/use-site-languages';

/** One editor's report in a language: a hook, called in the same order on every render. */
export type ReportSource = (lang: string) => TranslationReport;

export function TranslationsView({ sources }: { sources: readonly ReportSource[] }) {
  const languages = useSiteLanguages();
  return (
    <>
      <PageHeader
        title="Translations"
        description={`What is missing or out of date in each language the site speaks besides ${nativeLanguageName(languages.default)}. Each link opens its editor in that language, on that field.`}
      />
      {languages.pending ? (
        <Loading label="Loading the site’s languages" />
      ) : languages.others.length === 0 ? (
        <StatePanel title={`The site speaks ${nativeLanguageName(languages.default)} only`}>
          Add a language to the Languages setting of Site Settings (such as en,es) and its translations are listed here.
        </StatePanel>
      ) : (
        <div class="flex flex-col gap-10">
          {languages.others.map((lang) => (
            <LanguageReport key={lang} lang={lang} sources={sources} />
          ))}
        </div>
      )}
    </>
  );
}

function LanguageReport({ lang, sources }: { lang: string; sources: readonly ReportSource[] }) {
  const reports = sources.map((use) => use(lang));
  const headingId = useId();
  const name = nativeLanguageName(lang);
  const entries = reports.flatMap((report) => report.entries);
  const pending = reports.some((report) => report.pending);
  const failed = reports.flatMap((report) => (report.error ? [{ ...report, error: report.error }] : []));
  return (
    <section aria-labelledby={headingId} class="flex flex-col gap-4">
      <div class="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 border-b border-line pb-2">
        <h2 id={headingId} lang={lang} class="font-display text-xl font-semibold">
          {name}
        </h2>
        {!pending && <TranslationCounter counts={tally(entries)} />}
      </div>
      {failed.map((report) => (
        <LoadFailed key={report.title} title={`Could not load the ${report.title.toLowerCase()}`} error={report.error} onRetry={report.retry} />
      ))}
      {pending ? (
        <Loading label={`Loading what is left in ${name}`} />
      ) : entries.length === 0 && failed.length === 0 ? (
        <StatePanel title={`Everything is translated into ${name}.`} />
      ) : (
        reports.map((report) => (report.entries.length > 0 ? <ReportList key={report.title} report={report} /> : null))
      )}
    </section>
  );
}

/** A report's entries, by the item or part they belong to. */
function ReportList({ report }: { report: TranslationReport }) {
  const headingId = useId();
  const groups = new Map<string, TranslationEntry[]>();
  for (const entry of report.entries) groups.set(entry.where, [...(groups.get(entry.where) ?? []), entry]);
  return (
    <section aria-labelledby={headingId} class="flex flex-col gap-2">
      <h3 id={headingId} class="flex items-baseline gap-2 text-sm font-semibold">
        {report.title}
        <span class="text-xs font-normal text-muted">{report.entries.length} to do</span>
      </h3>
      <ul class="flex flex-col divide-y divide-line overflow-hidden rounded-xl border border-line bg-surface">
        {[...groups].map(([where, entries]) => (
          <li key={where} class="flex flex-col gap-1 px-3 py-2.5 sm:flex-row sm:items-start sm:gap-4">
            <span class="shrink-0 text-sm font-medium sm:w-56 sm:truncate sm:pt-1.5" title={where}>
              {where}
            </span>
            <ul class="flex min-w-0 flex-1 flex-col">
              {entries.map((entry) => (
                <li key={entry.href}>
                  <Link
                    href={entry.href}
                    class="group -mx-2 flex flex-wrap items-center justify-between gap-x-3 gap-y-1 rounded-lg px-2 py-1.5 text-sm transition hover:bg-white/5 focus-visible:outline-2 focus-visible:outline-main"
                  >
                    <span class="min-w-0 text-ink">
                      {entry.field}
                      <span class="sr-only"> of {where}</span>
                    </span>
                    <span class="flex items-center gap-2">
                      <TranslationBadge status={entry.status} since={entry.since} />
                      <ArrowRight size={14} aria-hidden="true" class="text-muted transition group-hover:translate-x-0.5 group-hover:text-ink" />
                    </span>
                  </Link>
                </li>
              ))}
            </ul>
          </li>
        ))}
      </ul>
    </section>
  );
}
