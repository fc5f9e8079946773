// A written page's state as a badge: Draft, Scheduled (published, its time still to come) or
// Published. A case study is never scheduled.

import { CalendarClock } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { type DisplayStatus, STATUS_LABELS } from '@/lib/publication-status';

const TONES = { draft: 'neutral', scheduled: 'main', published: 'success' } as const;

export function StatusBadge({ status }: { status: DisplayStatus }) {
  return (
    <Badge tone={TONES[status]}>
      {status === 'scheduled' && <CalendarClock size={12} aria-hidden="true" />}
      {STATUS_LABELS[status]}
    </Badge>
  );
}
