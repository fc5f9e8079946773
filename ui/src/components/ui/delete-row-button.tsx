// A table row's delete button in the admin lists. Its own module: the public bundle carries
// <Button> but not this icon.

import { Trash2 } from 'lucide-react';
import { IconButton } from './icon-button';

/** An icon named by `label` ("Delete Alex"); `onClick` asks to confirm. */
export function DeleteRowButton({ label, onClick }: { label: string; onClick: () => void }) {
  return (
    <IconButton label={label} tooltip="Delete" class="hover:!text-danger" onClick={onClick}>
      <Trash2 size={15} aria-hidden="true" />
    </IconButton>
  );
}
