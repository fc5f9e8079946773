// A key to read or copy (the registration key, a two-factor setup key): the text in a box that
// selects it whole at a click, and a Copy button beside it. Goes inside the caller's flex row.

import { Copy } from 'lucide-react';
import type { ComponentChildren } from 'preact';
import { copyToClipboard } from '@/lib/clipboard';
import { Button } from './button';

export function CopyableCode({
  text,
  children = text,
  copied,
  copyLabel = 'Copy',
  testId,
}: {
  /** What Copy puts on the clipboard; none yet (loading, failed) disables it. */
  text: string | undefined;
  /** What the box shows, when not `text` as it is (grouped, or a loading state). */
  children?: ComponentChildren;
  /** The toast's words once it is on the clipboard. */
  copied: string;
  copyLabel?: string;
  testId: string;
}) {
  return (
    <>
      <code
        data-testid={testId}
        class="min-w-0 rounded-lg border border-line bg-white/[0.04] px-3 py-1.5 font-mono text-sm break-all text-ink select-all"
      >
        {children}
      </code>
      <Button
        variant="secondary"
        size="xs"
        onClick={() => text && copyToClipboard(text, { copied, failed: 'Could not copy: select the key and copy it by hand.' })}
        disabled={!text}
      >
        <Copy size={13} aria-hidden="true" />
        {copyLabel}
      </Button>
    </>
  );
}
