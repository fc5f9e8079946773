// A post's state as a badge: Draft, Scheduled (published, its time still to come) or Published.

import { CalendarClock } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { type DisplayStatus, STATUS_LABELS } from '../post-status';

const TONES = { draft: 'neutral', scheduled: 'main', published: 'success' } as const;

export function PostStatusBadge({ status }: { status: DisplayStatus }) {
  return (
    <Badge tone={TONES[status]}>
      {status === 'scheduled' && <CalendarClock size={12} aria-hidden="true" />}
      {STATUS_LABELS[status]}
    </Badge>
  );
}
