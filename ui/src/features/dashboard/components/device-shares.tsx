// Visits by device class: each class's count and share of the window's visits, with a bar.

import type { Insights } from '../api/insights';
import { formatCount, formatPercent } from '../format';

const CLASSES = [
  { key: 'desktop', label: 'Desktop' },
  { key: 'mobile', label: 'Mobile' },
  { key: 'tablet', label: 'Tablet' },
] as const;

export function DeviceShares({ devices }: { devices: Insights['devices'] }) {
  const total = devices.desktop + devices.mobile + devices.tablet;
  return (
    <ul aria-label="Visits by device" class="flex flex-col gap-3">
      {CLASSES.map(({ key, label }) => {
        const share = total ? devices[key] / total : 0;
        return (
          <li key={key} class="text-sm">
            <div class="flex items-baseline justify-between gap-3">
              <span>{label}</span>
              <span class="tabular-nums">
                {formatPercent(share)}
                <span class="text-muted">
                  {' '}
                  · {formatCount(devices[key])} {devices[key] === 1 ? 'visit' : 'visits'}
                </span>
              </span>
            </div>
            <div aria-hidden="true" class="mt-1 h-1.5 rounded-full bg-white/[0.06]">
              <div class="h-full rounded-full bg-main" style={{ width: `${share * 100}%` }} />
            </div>
          </li>
        );
      })}
    </ul>
  );
}
