// A table row's delete button in the admin lists. Its own module: the public bundle carries
// <Button> but not this icon.

import { Trash2 } from 'lucide-react';
import { Button } from './button';

/** An icon named by `label` ("Delete Alex"); `onClick` asks to confirm. */
export function DeleteRowButton({ label, onClick }: { label: string; onClick: () => void }) {
  return (
    <Button variant="ghost" size="icon" aria-label={label} title="Delete" class="hover:!text-danger" onClick={onClick}>
      <Trash2 size={15} aria-hidden="true" />
    </Button>
  );
}
