import { describe, expect, it, vi } from 'vitest';
import { createVisitTracker, sendBeacon, VISIT_ENDPOINT, type VisitRecord } from './visit-tracker';

const ORIGIN = 'https://example.test';

function setup(referrer = '') {
  let clock = 1000;
  const sent: VisitRecord[] = [];
  const beacons: VisitRecord[] = [];
  const tracker = createVisitTracker({
    send: async (record) => {
      sent.push(record);
    },
    beacon: (record) => beacons.push(record),
    now: () => clock,
    referrer,
    origin: ORIGIN,
  });
  return { tracker, sent, beacons, advance: (ms: number) => (clock += ms) };
}

describe('visit tracker', () => {
  it('sends the page with its query and the page load\'s referrer on first load', () => {
    const { tracker, sent } = setup('https://www.google.com/');
    tracker.view('/?utm_source=newsletter');
    expect(sent).toEqual([{ page: '/?utm_source=newsletter', referrer: 'https://www.google.com/' }]);
  });

  it('sends an empty referrer for a page opened directly', () => {
    const { tracker, sent } = setup();
    tracker.view('/blog');
    expect(sent).toEqual([{ page: '/blog', referrer: '' }]);
  });

  it('on a page change sends the previous page with the whole milliseconds spent, then the new page referred by it', () => {
    const { tracker, sent, advance } = setup('https://www.google.com/');
    tracker.view('/');
    advance(1234.6);
    tracker.view('/blog');
    expect(sent).toEqual([
      { page: '/', referrer: 'https://www.google.com/' },
      { page: '/', visitDuration: 1235 },
      { page: '/blog', referrer: `${ORIGIN}/` },
    ]);
  });

  it('coming back from an untracked screen, the view is referred by the last tracked page', () => {
    const { tracker, sent } = setup('https://www.google.com/');
    tracker.view('/blog');
    tracker.leave();
    tracker.view('/');
    expect(sent.at(-1)).toEqual({ page: '/', referrer: `${ORIGIN}/blog` });
  });

  it('ignores a repeated view of the same page', () => {
    const { tracker, sent } = setup();
    tracker.view('/blog');
    tracker.view('/blog');
    expect(sent).toHaveLength(1);
  });

  it('on unload beacons the current page with its time, once, and does not count hidden time', () => {
    const { tracker, sent, beacons, advance } = setup();
    tracker.view('/');
    advance(500);
    tracker.hide();
    tracker.hide();
    expect(beacons).toEqual([{ page: '/', visitDuration: 500 }]);
    advance(60_000); // hidden
    tracker.show();
    advance(200);
    tracker.view('/blog');
    expect(sent.at(-2)).toEqual({ page: '/', visitDuration: 200 });
  });

  it('leaving for an untracked screen sends the time spent and stops tracking', () => {
    const { tracker, sent, beacons, advance } = setup();
    tracker.view('/blog');
    advance(300);
    tracker.leave();
    tracker.hide();
    expect(sent.at(-1)).toEqual({ page: '/blog', visitDuration: 300 });
    expect(beacons).toEqual([]);
  });

  it('only logs a failed request', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const tracker = createVisitTracker({
      send: () => Promise.reject(new Error('down')),
      beacon: () => {},
      now: () => 0,
      referrer: '',
      origin: ORIGIN,
    });
    expect(() => tracker.view('/')).not.toThrow();
    await Promise.resolve();
    await Promise.resolve();
    expect(error).toHaveBeenCalled();
  });

  it('sendBeacon posts a JSON blob to the visit endpoint', async () => {
    const beacon = vi.fn((_url: string, _data: Blob) => true);
    vi.stubGlobal('navigator', { ...navigator, sendBeacon: beacon });
    sendBeacon({ page: '/', visitDuration: 10 });
    expect(beacon.mock.calls[0]![0]).toBe(VISIT_ENDPOINT);
    const blob = beacon.mock.calls[0]![1];
    expect(blob.type).toBe('application/json');
    expect(JSON.parse(await blob.text())).toEqual({ page: '/', visitDuration: 10 });
  });

  it('falls back to a keepalive fetch when the beacon is refused', () => {
    vi.stubGlobal('navigator', { ...navigator, sendBeacon: () => false });
    const fetchMock = vi.fn(async (_url: string, _init: RequestInit) => new Response(null, { status: 202 }));
    vi.stubGlobal('fetch', fetchMock);
    sendBeacon({ page: '/blog', visitDuration: 5 });
    expect(fetchMock.mock.calls[0]![1]).toMatchObject({ method: 'POST', keepalive: true, body: '{"page":"/blog","visitDuration":5}' });
  });
});
