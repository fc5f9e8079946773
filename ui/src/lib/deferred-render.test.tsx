import { render } from '@testing-library/preact';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Deferred, firstRender, showDeferredNow, SLICE_MS } from './deferred-render';
import { scrollToSection } from './scroll-to-section';

function Page() {
  return (
    <>
      <section id="home">Hero</section>
      <Deferred>
        <section id="services">Services</section>
      </Deferred>
      <Deferred>
        <section id="contact">Contact</section>
      </Deferred>
    </>
  );
}

/** A deferred section whose cards are deferred parts of their own. */
function Work({ cards }: { cards: string[] }) {
  return (
    <Deferred>
      <section id="work">
        {cards.map((id) => (
          <Deferred key={id}>
            <article id={id} />
          </Deferred>
        ))}
      </section>
    </Deferred>
  );
}

const ids = () => [...document.querySelectorAll('section, article')].map((s) => s.id);

/** Lets frames go by until one more part has rendered (at most a second). */
async function nextSlice() {
  const before = ids().length;
  for (let frame = 0; frame < 60 && ids().length === before; frame++) await vi.advanceTimersByTimeAsync(16);
}

/** Makes every part take a whole slice, so each slice renders exactly one. */
function slowParts() {
  let now = 0;
  vi.spyOn(performance, 'now').mockImplementation(() => (now += SLICE_MS));
}

describe('deferred parts of a page', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'requestAnimationFrame', 'cancelAnimationFrame'] });
    // A page being loaded (the first render of a freshly opened page).
    vi.spyOn(document, 'readyState', 'get').mockReturnValue('interactive');
  });
  afterEach(async () => {
    await vi.runAllTimersAsync(); // a slice still scheduled must not leak into the next test
    vi.useRealTimers();
  });

  it('a fresh visit paints the page without them, then renders them slice by slice in page order', async () => {
    slowParts();
    render(<Page />);
    expect(ids()).toEqual(['home']);
    await nextSlice();
    expect(ids()).toEqual(['home', 'services']);
    await nextSlice();
    expect(ids()).toEqual(['home', 'services', 'contact']);
  });

  it('quick parts share a slice', async () => {
    render(<Page />);
    expect(ids()).toEqual(['home']);
    await nextSlice();
    expect(ids()).toEqual(['home', 'services', 'contact']);
  });

  it('inner parts come right after their part, before the parts below it', async () => {
    slowParts();
    const loading = vi.spyOn(document, 'readyState', 'get').mockReturnValue('interactive');
    render(
      <>
        <Work cards={['card-1', 'card-2']} />
        <Deferred>
          <section id="contact" />
        </Deferred>
      </>,
    );
    // The page's load event usually fires before the first slice: inner parts wait all the same.
    loading.mockReturnValue('complete');
    const seen: string[][] = [];
    for (let slice = 0; slice < 4; slice++) {
      await nextSlice();
      seen.push(ids());
    }
    expect(seen).toEqual([['work'], ['work', 'card-1'], ['work', 'card-1', 'card-2'], ['work', 'card-1', 'card-2', 'contact']]);
  });

  it('a visit to a section (#contact) renders every part at once', () => {
    window.history.replaceState(null, '', '/#contact');
    render(<Page />);
    expect(ids()).toEqual(['home', 'services', 'contact']);
  });

  it('a reload or a visit from history (which restore a scroll position) renders every part at once', () => {
    for (const type of ['reload', 'back_forward']) {
      vi.spyOn(performance, 'getEntriesByType').mockReturnValue([{ type } as PerformanceNavigationTiming]);
      const { unmount } = render(<Page />);
      expect(ids()).toEqual(['home', 'services', 'contact']);
      unmount();
    }
  });

  it('a page shown after the load (a move within the app) renders every part at once', () => {
    vi.spyOn(document, 'readyState', 'get').mockReturnValue('complete');
    render(<Page />);
    expect(ids()).toEqual(['home', 'services', 'contact']);
  });

  it("the app's first render waits for the page's language: after the load, its parts still wait", async () => {
    vi.spyOn(document, 'readyState', 'get').mockReturnValue('complete');
    firstRender(() => render(<Page />));
    expect(ids()).toEqual(['home']);
    await nextSlice();
    expect(ids()).toEqual(['home', 'services', 'contact']);
  });

  it('scrolling to a section not rendered yet renders the rest first, then scrolls to it', async () => {
    slowParts();
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    render(<Page />);
    await nextSlice();
    expect(ids()).toEqual(['home', 'services']);
    expect(scrollToSection('contact')).toBe(true);
    expect(ids()).toEqual(['home', 'services', 'contact']);
    expect(scrollTo).toHaveBeenCalledTimes(1);
    expect(showDeferredNow()).toBe(false);
  });

  it('showing the rest at once includes inner parts', () => {
    render(<Work cards={['card-1']} />);
    expect(ids()).toEqual([]);
    expect(showDeferredNow()).toBe(true);
    expect(ids()).toEqual(['work', 'card-1']);
  });

  it('a scroll or a key press before every part is there shows the rest at once', async () => {
    slowParts();
    for (const event of [new Event('scroll'), new KeyboardEvent('keydown', { key: 'Tab' })]) {
      const { unmount } = render(<Page />);
      await nextSlice();
      expect(ids()).toEqual(['home', 'services']);
      window.dispatchEvent(event);
      expect(ids()).toEqual(['home', 'services', 'contact']);
      unmount();
    }
  });
});
