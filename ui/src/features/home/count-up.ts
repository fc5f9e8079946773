// The stats band's counters (docs/PRODUCT.md §1, §9): each counts from 0 to its target in 2000 ms, easing
// out, each starting 200 ms after the one before. A stat is short text (site content): only a
// whole number with an optional K or M and + (`100+`, `10K+`) counts; `4.9★` shows as it is.

import { useEffect, useState } from 'react';
import { REVEAL_OPTIONS } from '@/components/ui/reveal';
import { prefersReducedMotion } from '@/lib/scroll-to-section';

export const COUNTER_DURATION_MS = 2000;
export const COUNTER_STAGGER_MS = 200;

const easeOutCubic = (t: number) => 1 - (1 - t) ** 3;

/** The value shown `elapsed` ms after a counter started. */
export function countAt(elapsed: number, target: number, duration = COUNTER_DURATION_MS): number {
  if (elapsed <= 0) return 0;
  if (elapsed >= duration) return target;
  return Math.round(target * easeOutCubic(elapsed / duration));
}

/** 100 → "100", 10000 → "10K", 500000 → "500K": compact up to `unit` (1000 = K, 1e6 = M). */
export function formatCount(value: number, unit = 1000): string {
  if (unit >= 1e6 && value >= 1e6) return `${Math.floor(value / 1e6)}M`;
  return unit >= 1000 && value >= 1000 ? `${Math.floor(value / 1000)}K` : String(value);
}

/** A stat that counts up: to `target`, written compact up to `unit`, with `plus` after it. */
export interface Counter {
  target: number;
  unit: number;
  plus: string;
}

const COUNTABLE = /^(\d{1,9})([KM]?)(\+?)$/i;

/** `10K+` → a counter to 10000; null for a value that is not a number to count (`4.9★`). */
export function parseCounter(value: string): Counter | null {
  const match = COUNTABLE.exec(value);
  if (!match) return null;
  const unit = match[2] ? (match[2].toUpperCase() === 'K' ? 1000 : 1e6) : 1;
  return { target: Number(match[1]) * unit, unit, plus: match[3] ?? '' };
}

/** What the counter of `value` shows at `count`: the value itself once there. */
export function counterText(value: string, counter: Counter, count: number): string {
  return count >= counter.target ? value : `${formatCount(count, counter.unit)}${counter.plus}`;
}

/** The value of counter `index` (of a staggered group) `elapsed` ms after the group started. */
export function staggeredCountAt(elapsed: number, index: number, target: number): number {
  return countAt(elapsed - index * COUNTER_STAGGER_MS, target);
}

/**
 * Milliseconds since `ref`'s element first became visible (0 before), ticking each frame until
 * the last of `count` staggered counters has finished. Infinity under reduced motion.
 */
export function useCountUpClock(ref: { current: Element | null }, count: number): number {
  const [elapsed, setElapsed] = useState(0);
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const end = COUNTER_DURATION_MS + (count - 1) * COUNTER_STAGGER_MS;
    let frame = 0;
    const run = () => {
      if (prefersReducedMotion()) {
        setElapsed(Number.POSITIVE_INFINITY);
        return;
      }
      const start = performance.now();
      const tick = (now: number) => {
        const t = now - start;
        setElapsed(t);
        if (t < end) frame = requestAnimationFrame(tick);
      };
      frame = requestAnimationFrame(tick);
    };
    if (typeof IntersectionObserver !== 'function') {
      run();
      return () => cancelAnimationFrame(frame);
    }
    const io = new IntersectionObserver((entries) => {
      if (!entries.some((e) => e.isIntersecting)) return;
      io.disconnect();
      run();
    }, REVEAL_OPTIONS);
    io.observe(element);
    return () => {
      io.disconnect();
      cancelAnimationFrame(frame);
    };
  }, [ref, count]);
  return elapsed;
}
