// The icons a service card can name (docs/PRODUCT.md §3: a service's icon), as stored → drawn: the one
// list for the public card and the admin's icon picker. Any other value (an image URL, a CSS
// class) is still valid for the server; the public card draws it its own way.

import {
  BarChart3,
  CalendarCheck,
  Camera,
  Clapperboard,
  type LucideIcon,
  MapPin,
  Megaphone,
  Palette,
  Sparkles,
  TrendingUp,
  Users,
  Video,
} from 'lucide-react';

export const SERVICE_ICONS: Readonly<Record<string, LucideIcon>> = {
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

/** The name in the set that `icon` stands for ("Lucide-Camera" → "camera"), if any. */
export function serviceIconName(icon: string): string | undefined {
  const name = icon.trim().toLowerCase().replace(/^(lucide[-:]|icon[-:])/, '');
  return Object.hasOwn(SERVICE_ICONS, name) ? name : undefined;
}
