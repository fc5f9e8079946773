// The live preview of a section: the public site's own component, drawn in a frame as wide as a
// desktop window or a phone and scaled down to fit beside the form. A frame, not a box of the
// admin page, because the public sections size their type and columns by the window's width: in
// a frame that width is the device's. The frame gets the page's styles and theme; its links and
// forms do nothing (it is a picture of the page), and its content appears at once (no entrance
// or scroll animations).

import type { ComponentChildren } from 'preact';
import { Monitor, Smartphone } from 'lucide-react';
import { useLayoutEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';

export type Device = 'desktop' | 'phone';

/** The window each device is drawn at (the site's content column is 1280 px at most). */
export const DEVICE_WIDTH: Record<Device, number> = { desktop: 1280, phone: 390 };

const EMPTY_PAGE = '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Preview</title></head><body></body></html>';

/** Shown at once in a preview: what the site animates into view, and colours without their
 * transitions (a redraw on every keystroke would otherwise show them fading between states). */
const STILL = `
  [data-reveal] { opacity: 1 !important; transform: none !important; }
  *, *::before, *::after { animation: none !important; transition: none !important; }
  html { scroll-behavior: auto; }
`;

/** Gives the frame's empty document the page's styles and theme, and stops its links and forms;
 * returns the element to draw into (the body is a window tall: this one is as tall as it holds). */
function prepare(doc: Document): HTMLElement {
  for (const node of document.querySelectorAll('link[rel="stylesheet"], style')) {
    doc.head.appendChild(doc.importNode(node, true));
  }
  const still = doc.createElement('style');
  still.textContent = STILL;
  doc.head.appendChild(still);
  // The theme: <html data-theme> and the colours features/theme sets on <html>.
  for (const name of ['data-theme', 'style']) {
    const value = document.documentElement.getAttribute(name);
    if (value) doc.documentElement.setAttribute(name, value);
  }
  // Caught on the way down, before the elements' own handlers (a scroll to a section, a send).
  const stop = (event: Event) => {
    event.preventDefault();
    event.stopPropagation();
  };
  doc.addEventListener(
    'click',
    (event) => {
      if ((event.target as Element | null)?.closest?.('a[href]')) stop(event);
    },
    true,
  );
  doc.addEventListener('submit', stop, true);
  const root = doc.createElement('div');
  doc.body.appendChild(root);
  return root;
}

/** The height the frame takes on the admin page: most of the window, within reason. */
const shownHeight = () => Math.min(Math.max(window.innerHeight - 220, 360), 760);

export function PreviewFrame({ title, device, children }: { title: string; device: Device; children: ComponentChildren }) {
  const box = useRef<HTMLDivElement>(null);
  const frame = useRef<HTMLIFrameElement>(null);
  const [root, setRoot] = useState<HTMLElement | null>(null);
  const [width, setWidth] = useState(0);
  const [height, setHeight] = useState(shownHeight);
  // The height of what is drawn, in the frame's pixels (0 until known).
  const [content, setContent] = useState(0);

  useLayoutEffect(() => {
    const element = box.current;
    if (!element) return;
    const measure = () => {
      setWidth(element.clientWidth);
      setHeight(shownHeight());
    };
    measure();
    if (typeof ResizeObserver !== 'function') return;
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  useLayoutEffect(() => {
    // The frame's own observer: it is the frame's document that lays the content out.
    const Observer = (root?.ownerDocument.defaultView as (Window & typeof globalThis) | null)?.ResizeObserver;
    if (!root || !Observer) return;
    const observer = new Observer(() => setContent(root.offsetHeight));
    observer.observe(root);
    return () => observer.disconnect();
  }, [root]);

  const virtual = DEVICE_WIDTH[device];
  const scale = width > 0 ? Math.min(1, width / virtual) : 1;
  // A short section takes only its own height; a long one scrolls inside the frame. The frame's
  // window keeps its height either way (a hero as tall as the window would follow it otherwise).
  const shown = content > 0 ? Math.min(height, Math.ceil(content * scale)) : height;
  return (
    <div ref={box} class="overflow-hidden rounded-xl border border-line bg-canvas" style={{ height: `${shown}px` }}>
      <iframe
        ref={frame}
        title={title}
        srcdoc={EMPTY_PAGE}
        onLoad={() => {
          const doc = frame.current?.contentDocument;
          if (!doc?.body) return;
          setRoot(prepare(doc));
        }}
        style={{
          width: `${virtual}px`,
          height: `${height / scale}px`,
          transform: `scale(${scale})`,
          transformOrigin: 'top left',
          marginLeft: `${Math.max(0, (width - virtual * scale) / 2)}px`,
        }}
        class="block border-0 bg-canvas"
      />
      {root && createPortal(children, root)}
    </div>
  );
}

/** The preview's heading and its choice of device. */
export function DeviceToggle({ device, onChange }: { device: Device; onChange: (device: Device) => void }) {
  const choices = [
    { value: 'desktop' as const, label: 'Desktop', icon: Monitor },
    { value: 'phone' as const, label: 'Phone', icon: Smartphone },
  ];
  return (
    <div role="group" aria-label="Preview width" class="inline-flex rounded-lg border border-line p-0.5">
      {choices.map(({ value, label, icon: Icon }) => (
        <button
          key={value}
          type="button"
          aria-pressed={device === value}
          onClick={() => onChange(value)}
          class={
            'inline-flex h-7 items-center gap-1.5 rounded-md px-2.5 text-xs font-medium transition ' +
            'focus-visible:outline-2 focus-visible:outline-main ' +
            (device === value ? 'bg-white/10 text-ink' : 'text-muted hover:text-ink')
          }
        >
          <Icon size={14} aria-hidden="true" />
          {label}
        </button>
      ))}
    </div>
  );
}
