// The dashboard's traffic (issue #17): the 7/30/90-day switch, the visits-and-visitors chart, top
// pages, top sources and campaigns, devices and the inquiry conversion rate. Each part says when no
// visits were counted rather than showing empty axes or 0%.

import type { UseQueryResult } from '@tanstack/react-query';
import type { ComponentChildren } from 'preact';
import { Panel, StatePanel } from '@/components/ui/panel';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/api-client';
import type { Insights, Range } from '../api/insights';
import { ConversionRate } from './conversion-rate';
import { DeviceShares } from './device-shares';
import { RangeSwitch } from './range-switch';
import { RankedList } from './ranked-list';
import { VisitsChart } from './visits-chart';

/** What every part shows for a window without visits. */
export function noVisitsText(days: number, historySince: string | null | undefined): string {
  return historySince
    ? `No visits were counted in the last ${days} days.`
    : 'No visits were counted yet: they appear here as people browse the site.';
}

function Part({ title, children }: { title: string; children: ComponentChildren }) {
  return (
    <Panel>
      <h3 class="border-b border-line px-4 py-3 font-sans text-sm font-semibold">{title}</h3>
      <div class="p-4">{children}</div>
    </Panel>
  );
}

function Empty({ children }: { children: ComponentChildren }) {
  return <p class="text-sm text-muted">{children}</p>;
}

export function InsightsSection({
  insights,
  range,
  onRange,
}: {
  insights: UseQueryResult<Insights>;
  range: Range;
  onRange: (range: Range) => void;
}) {
  const data = insights.data;
  const visits = data?.days.reduce((sum, d) => sum + d.visits, 0) ?? 0;
  const inquiries = data?.days.reduce((sum, d) => sum + d.inquiries, 0) ?? 0;
  // While another window loads, the last one stays on screen: its parts name its own length.
  const empty = data ? noVisitsText(data.days.length, data.trends.historySince) : '';
  const sources = data?.topSources.map((s) => ({ label: s.source, visits: s.visits })) ?? [];

  return (
    <section aria-labelledby="traffic-heading" class="mt-6">
      <Panel>
        <div class="flex flex-wrap items-center justify-between gap-3 border-b border-line px-4 py-3">
          <h2 id="traffic-heading" class="font-sans text-sm font-semibold">
            Traffic <span class="font-normal text-muted">· last {range} days</span>
          </h2>
          <RangeSwitch value={range} onChange={onRange} />
        </div>
        <div class="p-4" aria-busy={insights.isPending || insights.isPlaceholderData}>
          {insights.isPending ? (
            <div class="py-16 text-center">
              <Spinner label="Loading the traffic" />
            </div>
          ) : insights.isError || !data ? (
            <StatePanel tone="error" role="alert" title="Could not load the traffic">
              {errorMessage(insights.error, insights.error?.message ?? '')}
            </StatePanel>
          ) : visits === 0 ? (
            <Empty>{empty}</Empty>
          ) : (
            <div class={insights.isPlaceholderData ? 'opacity-60 transition-opacity motion-reduce:transition-none' : ''}>
              <VisitsChart days={data.days} />
            </div>
          )}
        </div>
      </Panel>

      {data && !insights.isError && (
        <div
          class={`mt-6 grid gap-6 md:grid-cols-2 xl:grid-cols-4 ${insights.isPlaceholderData ? 'opacity-60' : ''}`}
          aria-busy={insights.isPlaceholderData}
        >
          <Part title="Top pages">
            {data.topPages.length ? (
              <>
                <RankedList label="Top pages" items={data.topPages.map((p) => ({ label: p.path, visits: p.visits }))} />
                {data.topPages.some((p) => p.path === '(other)') && (
                  <p class="mt-3 text-xs text-muted">(other): addresses the site does not have.</p>
                )}
              </>
            ) : (
              <Empty>{empty}</Empty>
            )}
          </Part>
          <Part title="Top sources">
            {sources.length ? (
              <>
                <RankedList label="Top sources" items={sources} />
                {sources.some((s) => s.label === 'Direct') && (
                  <p class="mt-3 text-xs text-muted">Direct: no referring site (typed, bookmarked or from an app).</p>
                )}
                {data.topCampaigns.length > 0 && (
                  <>
                    <h4 class="mt-5 mb-2.5 text-xs font-medium tracking-wide text-muted uppercase">Campaigns</h4>
                    <RankedList
                      label="Top campaigns"
                      items={data.topCampaigns.map((c) => ({ label: c.campaign, visits: c.visits }))}
                    />
                  </>
                )}
              </>
            ) : (
              <Empty>{empty}</Empty>
            )}
          </Part>
          <Part title="Devices">{visits ? <DeviceShares devices={data.devices} /> : <Empty>{empty}</Empty>}</Part>
          <Part title="Conversion rate">
            {visits ? (
              <ConversionRate rate={data.conversionRate} visits={visits} inquiries={inquiries} days={data.days.length} />
            ) : (
              <Empty>{empty}</Empty>
            )}
          </Part>
        </div>
      )}
    </section>
  );
}
