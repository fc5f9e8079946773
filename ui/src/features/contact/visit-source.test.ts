import { afterEach, describe, expect, it, vi } from 'vitest';
import { rememberVisitStart } from '@/lib/visit-start';
import { deviceOf, visitSource } from './visit-source';

const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148';
const ANDROID_PHONE = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Chrome/120 Mobile Safari/537.36';
const ANDROID_TABLET = 'Mozilla/5.0 (Linux; Android 13; SM-X700) AppleWebKit/537.36 Chrome/120 Safari/537.36';
const MAC = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 Version/17.0 Safari/605.1.15';

describe("an inquiry's source", () => {
  afterEach(() => vi.restoreAllMocks());

  it('is the kept start with its campaign tags read from the first page, and the device class', () => {
    window.history.replaceState(null, '', '/blog/reels?utm_source=newsletter&utm_medium=email&utm_campaign=%20spring%20');
    vi.spyOn(document, 'referrer', 'get').mockReturnValue('https://mail.example/');
    rememberVisitStart();
    window.history.replaceState(null, '', '/');
    expect(visitSource(IPHONE, 5)).toEqual({
      landingPage: '/blog/reels?utm_source=newsletter&utm_medium=email&utm_campaign=%20spring%20',
      referrer: 'https://mail.example/',
      utmSource: 'newsletter',
      utmMedium: 'email',
      utmCampaign: 'spring',
      device: 'mobile',
    });
  });

  it('is nothing when no start was kept, or storage cannot be read', () => {
    expect(visitSource()).toBeUndefined();
    vi.spyOn(window, 'sessionStorage', 'get').mockImplementation(() => {
      throw new DOMException('SecurityError');
    });
    expect(visitSource()).toBeUndefined();
  });

  it('tells phones, tablets (an iPad that calls itself a Mac too) and computers apart as the server does', () => {
    expect(deviceOf(IPHONE, 5)).toBe('mobile');
    expect(deviceOf(ANDROID_PHONE, 5)).toBe('mobile');
    expect(deviceOf(ANDROID_TABLET, 10)).toBe('tablet');
    expect(deviceOf(MAC, 5)).toBe('tablet');
    expect(deviceOf(MAC, 0)).toBe('desktop');
  });
});
