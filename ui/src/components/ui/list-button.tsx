// A button of a row of an editor's list (move, remove): an icon named for screen readers, with
// its shortcut in its tooltip. At an end of the list it is disabled, and Tab skips it. The case
// study's results and gallery, Site Content's lists and the content tables use it.

import type { ComponentChildren } from 'preact';
import { ArrowDown, ArrowUp } from 'lucide-react';
import { Button } from '@/components/ui/button';

export function ListButton({
  label,
  tooltip,
  control,
  keys,
  disabled = false,
  onClick,
  class: className,
  children,
}: {
  /** The accessible name: "Move stat 2 up". */
  label: string;
  tooltip: string;
  /** Names the button for the list's focus keeping: `[data-control="up"]`. */
  control: string;
  /** The key combination that does the same (`Alt+ArrowUp`). */
  keys?: string;
  disabled?: boolean;
  onClick: () => void;
  class?: string;
  children: ComponentChildren;
}) {
  return (
    <Button
      variant="ghost"
      size="icon"
      aria-label={label}
      title={tooltip}
      aria-keyshortcuts={keys}
      data-control={control}
      disabled={disabled}
      onClick={onClick}
      class={className}
    >
      {children}
    </Button>
  );
}

/** The Move up / Move down pair of the item at `index` of `count`, named `name` ("stat 2"). */
export function MoveButtons({
  name,
  index,
  count,
  onMove,
}: {
  name: string;
  index: number;
  count: number;
  /** To the index `to`, by the button `control`. */
  onMove: (to: number, control: 'up' | 'down') => void;
}) {
  return (
    <>
      <ListButton
        label={`Move ${name} up`}
        tooltip="Move up (Alt+↑)"
        control="up"
        keys="Alt+ArrowUp"
        disabled={index === 0}
        onClick={() => onMove(index - 1, 'up')}
      >
        <ArrowUp size={15} aria-hidden="true" />
      </ListButton>
      <ListButton
        label={`Move ${name} down`}
        tooltip="Move down (Alt+↓)"
        control="down"
        keys="Alt+ArrowDown"
        disabled={index === count - 1}
        onClick={() => onMove(index + 1, 'down')}
      >
        <ArrowDown size={15} aria-hidden="true" />
      </ListButton>
    </>
  );
}
