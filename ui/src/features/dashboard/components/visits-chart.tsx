// Visits and visitors per day as a hand-drawn SVG (issue #17: no chart library). Visits are the
// filled line in the theme's main colour, visitors the dashed line in its accent: two colours and two
// strokes, so the series tell apart without colour too. The SVG is one image with a title and a
// summary; the numbers themselves are in a table that screen readers always have and anyone can
// show instead of the chart. It is drawn in pixels at the box's width, so its labels keep their
// size on a phone, and it grows in from the baseline unless the visitor asked for reduced motion.

import { useEffect, useId, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { rowClasses, Td } from '@/components/ui/table';
import type { InsightsDay } from '../api/insights';
import { labelIndexes, yTicks } from '../chart-scale';
import { formatCount, formatDay } from '../format';

const HEIGHT = 220;
const MARGIN = { top: 12, right: 12, bottom: 26, left: 8 };
/** Room a date under the chart needs, in pixels. */
const DATE_WIDTH = 64;
/** Pixels per character of a count on the axis (11 px tabular digits). */
const DIGIT_WIDTH = 7;
/** A ring in the panel's colour around the points, so they stand off the lines. */
const SURFACE_RING = { stroke: 'var(--color-surface)', strokeWidth: 1.5 };
/** Until the box is measured (and in tests, which have no layout). */
const FALLBACK_WIDTH = 640;

/** The width of the element `ref` points to, kept current as it resizes. */
function useWidth(ref: { current: HTMLElement | null }): number {
  const [width, setWidth] = useState(FALLBACK_WIDTH);
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(([entry]) => {
      if (entry && entry.contentRect.width > 0) setWidth(Math.round(entry.contentRect.width));
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref]);
  return width;
}

/** A summary of the window for the image's description. */
function describe(days: readonly InsightsDay[]): string {
  const visits = days.reduce((sum, d) => sum + d.visits, 0);
  const visitors = days.reduce((sum, d) => sum + d.visitors, 0);
  const busiest = days.reduce<InsightsDay | undefined>((top, d) => (d.visits > (top?.visits ?? 0) ? d : top), undefined);
  const total = `${formatCount(visits)} visits by ${formatCount(visitors)} daily visitors in the last ${days.length} days`;
  return busiest ? `${total}; the busiest day was ${formatDay(busiest.date)} with ${formatCount(busiest.visits)} visits.` : `${total}.`;
}

/** `days`: every day of the window, oldest first, today last. */
export function VisitsChart({ days }: { days: readonly InsightsDay[] }) {
  const [asTable, setAsTable] = useState(false);
  const [hovered, setHovered] = useState<number | null>(null);
  const box = useRef<HTMLDivElement>(null);
  const plot = useRef<SVGGElement>(null);
  const width = useWidth(box);
  const id = useId();
  const title = `Visits and visitors per day, last ${days.length} days`;

  // Grows in from the baseline when a window arrives, unless motion is unwelcome.
  useEffect(() => {
    if (asTable || window.matchMedia?.('(prefers-reduced-motion: reduce)').matches) return;
    plot.current?.animate?.(
      [
        { transform: 'scaleY(0)', opacity: 0 },
        { transform: 'scaleY(1)', opacity: 1 },
      ],
      { duration: 450, easing: 'cubic-bezier(0.2, 0.7, 0.2, 1)' },
    );
  }, [days.length, asTable]);

  const ticks = yTicks(Math.max(0, ...days.map((d) => Math.max(d.visits, d.visitors))));
  const top = ticks.at(-1) ?? 1;
  const left = MARGIN.left + String(formatCount(top)).length * DIGIT_WIDTH + 6;
  const plotWidth = Math.max(1, width - left - MARGIN.right);
  const plotHeight = HEIGHT - MARGIN.top - MARGIN.bottom;
  const baseline = MARGIN.top + plotHeight;
  const x = (i: number) => left + (days.length > 1 ? (i * plotWidth) / (days.length - 1) : plotWidth / 2);
  const y = (value: number) => baseline - (value / top) * plotHeight;
  const line = (pick: (d: InsightsDay) => number) =>
    days.map((d, i) => `${i === 0 ? 'M' : 'L'}${x(i).toFixed(1)},${y(pick(d)).toFixed(1)}`).join('');
  const visitsLine = line((d) => d.visits);
  const area = days.length ? `${visitsLine}L${x(days.length - 1).toFixed(1)},${baseline}L${x(0).toFixed(1)},${baseline}Z` : '';
  // Points only while they stand apart (a month on a phone is too tight).
  const dots = days.length > 1 && plotWidth / (days.length - 1) >= 12;
  const shown = hovered === null ? undefined : days[hovered];

  function hover(event: PointerEvent) {
    const svg = event.currentTarget as SVGSVGElement;
    const at = event.clientX - svg.getBoundingClientRect().left;
    const step = days.length > 1 ? plotWidth / (days.length - 1) : plotWidth;
    setHovered(Math.min(days.length - 1, Math.max(0, Math.round((at - left) / step))));
  }

  return (
    <figure class="m-0">
      <div class="mb-3 flex flex-wrap items-center justify-between gap-3">
        <ul class={`flex gap-4 text-xs text-muted ${asTable ? 'invisible' : ''}`} aria-label="Legend">
          <li class="flex items-center gap-1.5">
            <svg width="18" height="8" aria-hidden="true" class="text-main">
              <line x1="0" y1="4" x2="18" y2="4" stroke="currentColor" stroke-width="2.5" />
            </svg>
            Visits
          </li>
          <li class="flex items-center gap-1.5">
            <svg width="18" height="8" aria-hidden="true" class="text-accent-ink">
              <line x1="0" y1="4" x2="18" y2="4" stroke="currentColor" stroke-width="2" stroke-dasharray="4 3" />
            </svg>
            Visitors
          </li>
        </ul>
        <Button variant="ghost" size="xs" onClick={() => setAsTable(!asTable)}>
          {asTable ? 'Show as chart' : 'Show as table'}
        </Button>
      </div>

      <div ref={box} class={`relative ${asTable ? 'hidden' : ''}`}>
        <svg
          role="img"
          aria-labelledby={`${id}-title`}
          aria-describedby={`${id}-desc`}
          width={width}
          height={HEIGHT}
          viewBox={`0 0 ${width} ${HEIGHT}`}
          class="block max-w-full overflow-visible"
          onPointerMove={hover}
          onPointerLeave={() => setHovered(null)}
        >
          <title id={`${id}-title`}>{title}</title>
          <desc id={`${id}-desc`}>{describe(days)}</desc>
          {ticks.map((tick) => (
            <g key={tick}>
              <line x1={left} x2={left + plotWidth} y1={y(tick)} y2={y(tick)} stroke="#fff" stroke-opacity="0.1" />
              <text
                x={left - 6}
                y={y(tick)}
                dy="0.32em"
                text-anchor="end"
                fill="currentColor"
                font-size="11"
                class="text-muted tabular-nums"
              >
                {formatCount(tick)}
              </text>
            </g>
          ))}
          {labelIndexes(days.length, plotWidth / DATE_WIDTH).map((i) => (
            <text
              key={days[i]!.date}
              x={x(i)}
              y={HEIGHT - 6}
              text-anchor={days.length > 1 && i === 0 ? 'start' : i === days.length - 1 && days.length > 1 ? 'end' : 'middle'}
              fill="currentColor"
              font-size="11"
              class="text-muted"
            >
              {formatDay(days[i]!.date)}
            </text>
          ))}
          {/* Colours come in as currentColor: the theme's, with no CSS of their own. */}
          <g ref={plot} style={{ transformOrigin: `0 ${baseline}px` }}>
            <path d={area} fill="currentColor" fill-opacity="0.15" class="text-main" />
            <path d={visitsLine} fill="none" stroke="currentColor" stroke-width="2.5" stroke-linejoin="round" class="text-main" />
            <path
              d={line((d) => d.visitors)}
              fill="none"
              stroke="currentColor"
              stroke-width="2"
              stroke-dasharray="5 4"
              stroke-linejoin="round"
              class="text-accent-ink"
            />
            {dots &&
              days.map((d, i) => (
                <circle key={d.date} cx={x(i)} cy={y(d.visits)} r="3" fill="currentColor" class="text-main" style={SURFACE_RING} />
              ))}
          </g>
          {shown && hovered !== null && (
            <g aria-hidden="true">
              <line x1={x(hovered)} x2={x(hovered)} y1={MARGIN.top} y2={baseline} stroke="#fff" stroke-opacity="0.4" />
              <circle cx={x(hovered)} cy={y(shown.visits)} r="4.5" fill="currentColor" class="text-main" style={SURFACE_RING} />
              <circle cx={x(hovered)} cy={y(shown.visitors)} r="4" fill="currentColor" class="text-accent-ink" style={SURFACE_RING} />
            </g>
          )}
        </svg>
        {shown && hovered !== null && (
          <div
            aria-hidden="true"
            class="pointer-events-none absolute top-0 rounded-lg border border-line bg-canvas px-2.5 py-1.5 text-xs whitespace-nowrap"
            style={{
              left: `${x(hovered)}px`,
              transform: `translateX(${hovered > days.length / 2 ? 'calc(-100% - 10px)' : '10px'})`,
            }}
          >
            <p class="font-semibold text-ink">{formatDay(shown.date)}</p>
            <p class="text-muted">
              <span class="text-main-ink">{formatCount(shown.visits)}</span> visits ·{' '}
              <span class="text-accent-ink">{formatCount(shown.visitors)}</span> visitors
            </p>
          </div>
        )}
      </div>

      {/* No scrolling box around it (ui/table's): hidden, that would be a scrollable region no
          keyboard can reach; shown, its four short columns fit a phone. */}
      <div class={asTable ? 'overflow-hidden rounded-xl border border-line' : 'sr-only'}>
        <table class="w-full border-collapse text-left text-sm">
          <caption class="sr-only">{title}</caption>
          <thead>
            <tr>
              {/* Plainer headers than ui/table's uppercase ones: four columns must fit a phone. */}
              {['Date', 'Visits', 'Visitors', 'Inquiries'].map((name, i) => (
                <th
                  key={name}
                  scope="col"
                  class={`border-b border-line px-2.5 py-2.5 text-xs font-medium text-muted sm:px-3 ${i ? 'text-right' : ''}`}
                >
                  {name}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {/* Newest first, as the activity log: today is what one looks for. */}
            {[...days].reverse().map((d, i) => (
              <tr key={d.date} class={rowClasses}>
                <Td>
                  <time dateTime={d.date} class="whitespace-nowrap">
                    {formatDay(d.date)}
                  </time>
                  {i === 0 && <span class="text-muted"> (today)</span>}
                </Td>
                <Td class="text-right tabular-nums">{formatCount(d.visits)}</Td>
                <Td class="text-right tabular-nums">{formatCount(d.visitors)}</Td>
                <Td class="text-right tabular-nums">{formatCount(d.inquiries)}</Td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </figure>
  );
}
