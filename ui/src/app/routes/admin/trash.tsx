// Trash (every admin): what was deleted in the last 30 days, to restore.

import { TrashView } from '@/features/trash/components/trash-view';

export default function TrashRoute() {
  return <TrashView />;
}
