// File sizes as people read them (the media library's uploads, the backups under Settings).

const UNITS = ['KB', 'MB', 'GB'] as const;

/** 5123456 → '4.9 MB': one decimal below 10, none above (1024-based, as file managers show). */
export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  let value = bytes / 1024;
  let unit = 0;
  while (value >= 1024 && unit < UNITS.length - 1) {
    value /= 1024;
    unit++;
  }
  const shown = value < 10 ? value.toFixed(1).replace(/\.0$/, '') : String(Math.round(value));
  return `${shown} ${UNITS[unit]}`;
}
