// A service's icon (SPEC.md §3): a lucide name from a small fixed set, an image URL (drawn as a
// mask in the current colour), or any other CSS class name. Unknown names get a neutral icon.

import {
  BarChart3,
  CalendarCheck,
  Camera,
  Clapperboard,
  Megaphone,
  MapPin,
  Palette,
  Sparkles,
  TrendingUp,
  Users,
  Video,
  type LucideIcon,
} from 'lucide-react';

export const SERVICE_ICONS: Record<string, LucideIcon> = {
  sparkles: Sparkles,
  clapperboard: Clapperboard,
  'calendar-check': CalendarCheck,
  camera: Camera,
  'trending-up': TrendingUp,
  'map-pin': MapPin,
  megaphone: Megaphone,
  'bar-chart': BarChart3,
  users: Users,
  video: Video,
  palette: Palette,
};

export const FALLBACK_ICON = Sparkles;

/** How `icon` is to be drawn. */
export function iconKind(icon: string): 'lucide' | 'url' | 'class' | 'fallback' {
  const value = icon.trim();
  if (/^(https?:\/\/|\/)/i.test(value)) return 'url';
  const name = value.toLowerCase().replace(/^(lucide[-:]|icon[-:])/, '');
  if (name in SERVICE_ICONS) return 'lucide';
  // Icon-font classes such as "fa-solid fa-camera": only when something on the page styles them.
  if (/^[a-z][\w-]*(\s+[a-z][\w-]*)+$/i.test(value)) return 'class';
  return 'fallback';
}

export function ServiceIcon({ icon, size = 24 }: { icon: string; size?: number }) {
  const value = icon.trim();
  switch (iconKind(value)) {
    case 'url':
      return (
        <span
          aria-hidden="true"
          class="inline-block bg-current"
          style={{
            width: size,
            height: size,
            mask: `url("${value.replace(/"/g, '%22')}") center / contain no-repeat`,
            WebkitMask: `url("${value.replace(/"/g, '%22')}") center / contain no-repeat`,
          }}
        />
      );
    case 'class':
      return <i aria-hidden="true" class={value} style={{ fontSize: size }} />;
    case 'lucide': {
      const Icon = SERVICE_ICONS[value.toLowerCase().replace(/^(lucide[-:]|icon[-:])/, '')] ?? FALLBACK_ICON;
      return <Icon size={size} strokeWidth={1.6} aria-hidden="true" />;
    }
    default:
      return <FALLBACK_ICON size={size} strokeWidth={1.6} aria-hidden="true" />;
  }
}
