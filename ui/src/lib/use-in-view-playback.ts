// A muted, looping video that plays while a quarter of it is on screen and pauses when it leaves.
// Under prefers-reduced-motion it never starts on its own: it waits for the visitor's Play. The
// visitor's own choice wins over scrolling: a video they paused stays paused. Nothing is
// downloaded before it first plays (preload="none").

import { useEffect, useRef, useState } from 'react';
import { prefersReducedMotion } from './scroll-to-section';

export function useInViewPlayback() {
  const ref = useRef<HTMLVideoElement>(null);
  const [playing, setPlaying] = useState(false);
  const userPaused = useRef(prefersReducedMotion());

  useEffect(() => {
    const element = ref.current;
    if (!element || typeof IntersectionObserver !== 'function') return;
    const io = new IntersectionObserver(
      ([entry]) => {
        if (!entry) return;
        if (entry.isIntersecting && !userPaused.current) void element.play().catch(() => setPlaying(false));
        else if (!entry.isIntersecting) element.pause();
      },
      { threshold: 0.25 },
    );
    io.observe(element);
    return () => io.disconnect();
  }, []);

  /** The Play/Pause button's action. */
  const toggle = () => {
    const element = ref.current;
    if (!element) return;
    if (element.paused) {
      userPaused.current = false;
      void element.play().catch(() => setPlaying(false));
    } else {
      userPaused.current = true;
      element.pause();
    }
  };

  /** Spread on the <video>: what makes it such a video, in one place for every video that plays
   * this way, and the events by which the button follows what the element really does. */
  const video = {
    ref,
    muted: true,
    loop: true,
    playsInline: true,
    preload: 'none' as const,
    onPlay: () => setPlaying(true),
    onPause: () => setPlaying(false),
  };
  return { playing, toggle, video };
}
