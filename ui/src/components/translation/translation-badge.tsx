// A translatable field's state in the language being edited: Missing, Out of date (since the
// default language's text changed, on the admin's calendar), or nothing when it is current.

import { Clock, Languages } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { formatDate } from '@/lib/format-date';
import type { FieldStatus, Tally } from '@/lib/translations';
import { isDone, tallyText } from '@/lib/translations';

export function TranslationBadge({ status, since, id }: FieldStatus & { id?: string }) {
  if (status === 'missing') {
    return (
      <span id={id}>
        <Badge tone="danger">Missing</Badge>
      </span>
    );
  }
  if (status === 'outdated') {
    return (
      <span id={id}>
        <Badge tone="warning">
          <Clock size={12} aria-hidden="true" />
          {since ? `Out of date, source changed ${formatDate(since)}` : 'Out of date'}
        </Badge>
      </span>
    );
  }
  return null;
}

/** What is left on a screen: "3 missing, 1 out of date" (told to screen readers as it changes). */
export function TranslationCounter({ counts, class: className = '' }: { counts: Tally; class?: string }) {
  const done = isDone(counts);
  return (
    <p role="status" class={`inline-flex items-center gap-1.5 text-xs ${done ? 'text-muted' : 'font-medium text-ink'} ${className}`}>
      <Languages size={14} aria-hidden="true" class={done ? '' : 'text-main-ink'} />
      {tallyText(counts)}
    </p>
  );
}
