// The formatting buttons above the body: each acts on the textarea's selection. A toolbar in the
// WAI-ARIA sense: one Tab stop, arrow keys (and Home, End) move along the buttons; each button has
// its name, and the ones with a shortcut say so (Ctrl or ⌘ + B, I, K work in the textarea too).

import { Bold, Code, Heading2, ImagePlus, Italic, Link2, List, Quote, type LucideIcon } from 'lucide-react';
import { useRef, useState } from 'react';
import { IconButton } from '@/components/ui/icon-button';
import type { MarkdownCommand } from '@/lib/markdown-commands';

export type ToolbarAction = MarkdownCommand | 'image';

interface Tool {
  action: ToolbarAction;
  label: string;
  icon: LucideIcon;
  /** The letter of its Ctrl/⌘ shortcut. */
  key?: string;
}

export const TOOLS: readonly Tool[] = [
  { action: 'heading', label: 'Heading', icon: Heading2 },
  { action: 'bold', label: 'Bold', icon: Bold, key: 'B' },
  { action: 'italic', label: 'Italic', icon: Italic, key: 'I' },
  { action: 'link', label: 'Link', icon: Link2, key: 'K' },
  { action: 'bulletList', label: 'Bulleted list', icon: List },
  { action: 'quote', label: 'Quote', icon: Quote },
  { action: 'code', label: 'Code', icon: Code },
  { action: 'image', label: 'Image from the library', icon: ImagePlus },
];

/** The command a Ctrl/⌘ + letter press in the textarea stands for. */
export function shortcutAction(event: KeyboardEvent): ToolbarAction | undefined {
  if (!(event.ctrlKey || event.metaKey) || event.altKey || event.shiftKey) return undefined;
  return TOOLS.find((tool) => tool.key && tool.key.toLowerCase() === event.key.toLowerCase())?.action;
}

const isMac = () => typeof navigator !== 'undefined' && /Mac|iP(hone|ad)/.test(navigator.platform);

export function MarkdownToolbar({
  controls,
  onAction,
}: {
  /** The id of the textarea the buttons act on. */
  controls: string;
  onAction: (action: ToolbarAction) => void;
}) {
  const [current, setCurrent] = useState(0);
  const bar = useRef<HTMLDivElement>(null);
  const mod = isMac() ? '⌘' : 'Ctrl+';

  function onKeyDown(event: KeyboardEvent) {
    const last = TOOLS.length - 1;
    const next = { ArrowRight: current + 1, ArrowLeft: current - 1, Home: 0, End: last }[event.key];
    if (next === undefined) return;
    event.preventDefault();
    const index = next < 0 ? last : next > last ? 0 : next;
    setCurrent(index);
    bar.current?.querySelectorAll<HTMLButtonElement>('button')[index]?.focus();
  }

  return (
    <div
      ref={bar}
      role="toolbar"
      aria-label="Formatting"
      aria-controls={controls}
      onKeyDown={onKeyDown}
      // A button reached another way (a click, a screen reader) is where the arrows go on from.
      onFocusIn={(event) => {
        const index = [...(bar.current?.querySelectorAll('button') ?? [])].indexOf(event.target as HTMLButtonElement);
        if (index >= 0) setCurrent(index);
      }}
      class="flex flex-wrap items-center gap-0.5 rounded-t-lg border border-b-0 border-line bg-white/[0.02] px-1.5 py-1"
    >
      {TOOLS.map((tool, index) => {
        const Icon = tool.icon;
        return (
          <IconButton
            key={tool.action}
            label={tool.label}
            tooltip={tool.key ? `${tool.label} (${mod}${tool.key})` : tool.label}
            aria-keyshortcuts={tool.key ? `Control+${tool.key} Meta+${tool.key}` : undefined}
            tabIndex={index === current ? 0 : -1}
            onClick={() => {
              setCurrent(index);
              onAction(tool.action);
            }}
          >
            <Icon size={16} aria-hidden="true" />
          </IconButton>
        );
      })}
    </div>
  );
}
