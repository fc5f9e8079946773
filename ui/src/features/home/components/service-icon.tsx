// A service's icon (docs/PRODUCT.md §3): a lucide name from the set in components/ui/service-icons (the
// admin's picker offers the same), an image URL (drawn as a mask in the current colour), or any
// other CSS class name. Unknown names get a neutral icon.

import { Sparkles } from 'lucide-react';
import { SERVICE_ICONS, serviceIconName } from '@/components/ui/service-icons';

export const FALLBACK_ICON = Sparkles;

/** How `icon` is to be drawn. */
export function iconKind(icon: string): 'lucide' | 'url' | 'class' | 'fallback' {
  const value = icon.trim();
  if (/^(https?:\/\/|\/)/i.test(value)) return 'url';
  if (serviceIconName(value)) return 'lucide';
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
      const name = serviceIconName(value);
      const Icon = (name && SERVICE_ICONS[name]) || FALLBACK_ICON;
      return <Icon size={size} strokeWidth={1.6} aria-hidden="true" />;
    }
    default:
      return <FALLBACK_ICON size={size} strokeWidth={1.6} aria-hidden="true" />;
  }
}
