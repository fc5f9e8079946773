import { render, screen, within } from '@testing-library/preact';
import { describe, expect, it } from 'vitest';
import { Footer } from './footer';

const social = {
  tagline: 'Content people stop scrolling for.',
  links: [
    { network: 'instagram' as const, url: 'https://www.instagram.com/mythagency' },
    { network: 'youtube' as const, url: 'https://www.youtube.com/@myth' },
  ],
};

describe('footer', () => {
  it('the tagline, the sections, the legal pages and the profiles: every link goes somewhere', () => {
    render(<Footer siteName="Casa Studio" social={social} legal={{ privacy: true, terms: true }} faq year={2031} />);
    expect(screen.getByText(social.tagline)).toBeTruthy();
    const nav = screen.getByRole('navigation', { name: 'Footer' });
    expect(within(nav).getByRole('link', { name: 'FAQ' }).getAttribute('href')).toBe('/#faq');
    expect(within(nav).getByRole('link', { name: 'Privacy Policy' }).getAttribute('href')).toBe('/privacy');
    expect(within(nav).getByRole('link', { name: 'Terms of Service' }).getAttribute('href')).toBe('/terms');
    const youtube = within(nav).getByRole('link', { name: 'YouTube (opens in a new tab)' });
    expect(youtube.getAttribute('href')).toBe('https://www.youtube.com/@myth');
    expect(youtube.getAttribute('rel')).toBe('noopener noreferrer');
    expect(screen.queryByText(/Cookies/)).toBeNull();
    for (const link of screen.getAllByRole('link')) expect(link.getAttribute('href')).not.toBe('#');
    expect(screen.getByText('© 2031 Casa Studio. All rights reserved.')).toBeTruthy();
    // No year in the made-in line: only the copyright carries one, the current.
    expect(screen.getByText('Made in Miami, Florida')).toBeTruthy();
  });

  it('carries the visit counter it is given, in its bottom line', () => {
    render(
      <Footer siteName="Casa Studio" social={social} legal={{ privacy: true, terms: true }} visits={<p data-testid="visits">12 visits</p>} />,
    );
    expect(screen.getByTestId('visits').closest('footer')).toBeTruthy();
  });

  it('no legal pages and no profiles: no such columns; no FAQ link while the FAQ is hidden', () => {
    render(<Footer siteName="Casa Studio" social={{ tagline: '', links: [] }} legal={{ privacy: false, terms: true }} />);
    expect(screen.queryByRole('link', { name: 'Privacy Policy' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Terms of Service' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Social' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'FAQ' })).toBeNull();
  });
});
