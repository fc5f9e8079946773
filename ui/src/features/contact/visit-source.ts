// What an inquiry says of the visit that led to it: the visit's start as lib/visit-start kept it,
// its campaign tags read from that first page's address, and the device class, read from the
// browser when the inquiry is sent (nothing about the device is kept).

import { VISIT_START_KEY, type VisitStart } from '@/lib/visit-start';

export interface VisitSource {
  /** The first page of the visit: path and query (`/blog/reels?utm_source=ig`). */
  landingPage: string;
  /** document.referrer of that page when another site sent the visitor; else "". */
  referrer: string;
  utmSource: string;
  utmMedium: string;
  utmCampaign: string;
  /** The server's device classes (src/domain/visits.rs), told apart as it does. */
  device: 'mobile' | 'tablet' | 'desktop';
}

/** The device class as src/domain/visits.rs reads a user agent, and an iPad that calls itself a Mac. */
export function deviceOf(userAgent: string, touchPoints: number): VisitSource['device'] {
  const ua = userAgent.toLowerCase();
  const android = ua.includes('android');
  if (ua.includes('ipad') || ua.includes('tablet') || (android && !ua.includes('mobile'))) return 'tablet';
  if (ua.includes('macintosh') && touchPoints > 1) return 'tablet';
  return ua.includes('mobi') || ua.includes('iphone') || android ? 'mobile' : 'desktop';
}

function keptStart(): VisitStart | undefined {
  try {
    const kept = sessionStorage.getItem(VISIT_START_KEY);
    return kept ? (JSON.parse(kept) as VisitStart) : undefined;
  } catch {
    return undefined;
  }
}

/** The visit's source, when its start was kept. */
export function visitSource(
  userAgent = navigator.userAgent,
  touchPoints = navigator.maxTouchPoints || 0,
): VisitSource | undefined {
  const start = keptStart();
  if (!start) return undefined;
  const [landingPage, referrer] = start;
  const tags = new URL(landingPage, location.origin).searchParams;
  const tag = (name: string) => tags.get(name)?.trim().slice(0, 100) ?? '';
  return {
    landingPage,
    referrer,
    utmSource: tag('utm_source'),
    utmMedium: tag('utm_medium'),
    utmCampaign: tag('utm_campaign'),
    device: deviceOf(userAgent, touchPoints),
  };
}
