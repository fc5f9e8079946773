// A button of a row of an editor's list (move, remove): an icon named for screen readers, with
// its shortcut in its tooltip. At an end of the list it is disabled, and Tab skips it. The case
// study's results and gallery and Site Content's lists use it.

import type { ComponentChildren } from 'preact';
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
