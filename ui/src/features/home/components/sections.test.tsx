import { fireEvent, render, screen, within } from '@testing-library/preact';
import { describe, expect, it } from 'vitest';
import { DEFAULT_CONTENT } from '@/config/default-content';
import type { ClientLogo, Project, Service, Testimonial } from '@/types/content';
import type { MediaInfo } from '@/types/media';
import { AboutSection, paragraphs } from './about-section';
import { ClientLogosSection, logoWidth } from './client-logos-section';
import { CtaSection } from './cta-section';
import { FaqSection } from './faq-section';
import { HeroSection, headlineSize } from './hero-section';
import { ProcessSection } from './process-section';
import { iconKind } from './service-icon';
import { ServicesSection } from './services-section';
import { StatsSection } from './stats-section';
import { TestimonialsSection } from './testimonials-section';
import { WorkSection, WORK_IMAGE_SIZES } from './work-section';

const stamps = { createdAt: '2026-01-01T00:00:00Z', updatedAt: '2026-01-01T00:00:00Z', version: 1 };

const service = (id: number, icon: string): Service => ({
  id,
  title: `Service ${id}`,
  description: 'Does useful things',
  icon,
  position: id,
  isActive: true,
  ...stamps,
});

describe('home sections', () => {
  it('services: one card each in a labelled swipeable list, each asking for a proposal on the contact form', () => {
    render(<ServicesSection services={[service(1, 'camera'), service(2, 'unknown-icon')]} />);
    const list = screen.getByRole('list', { name: 'Services' });
    expect(within(list).getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual(['Service 1', 'Service 2']);
    // The link says where it leads; screen readers also hear which service.
    const links = screen.getAllByRole('link', { name: /^Get a proposal/ });
    expect(links).toHaveLength(2);
    expect(links[0]!.textContent).toBe('Get a proposal for Service 1');
    expect(links[0]!.getAttribute('href')).toBe('#contact');
    expect(screen.queryByText(/Learn more/)).toBeNull();
    // The unknown icon name still draws an icon.
    expect(document.querySelectorAll('article svg.lucide').length).toBeGreaterThanOrEqual(2);
  });

  it.each([
    ['sparkles', 'lucide'],
    ['Calendar-Check', 'lucide'],
    ['/images/icons/star.svg', 'url'],
    ['https://cdn.example.com/i.svg', 'url'],
    ['fa-solid fa-camera', 'class'],
    ['rocket', 'fallback'],
  ])('service icon %j is drawn as %s', (icon, kind) => {
    expect(iconKind(icon)).toBe(kind);
  });

  it('every section says so when its list is empty', () => {
    render(
      <>
        <ServicesSection services={[]} />
        <WorkSection projects={[]} showreel={false} />
        <TestimonialsSection testimonials={[]} />
        <ClientLogosSection logos={[]} />
      </>,
    );
    for (const message of ['No services to show yet.', 'No projects to show yet.', 'No client stories to show yet.', 'No client logos to show yet.']) {
      expect(screen.getByText(message)).toBeTruthy();
    }
  });

  it('work: the projects with sized, lazy images and the showreel video', () => {
    const project: Project = {
      id: 1,
      title: 'Casa Coral',
      category: 'Revamp',
      description: 'A hotel',
      image: '/images/work/casa-coral-hotel.svg',
      position: 1,
      isActive: true,
      ...stamps,
    };
    render(<WorkSection projects={[project]} />);
    const image = screen.getByRole('img', { name: 'Casa Coral: Revamp' });
    expect(image.getAttribute('width')).toBe('800');
    expect(image.getAttribute('height')).toBe('500');
    expect(image.getAttribute('loading')).toBe('lazy');
    const video = document.querySelector('video')!;
    expect(video.muted).toBe(true);
    expect(video.loop).toBe(true);
    expect(video.getAttribute('preload')).toBe('none');
    expect(video.getAttribute('poster')).toBe('/video/showreel-poster.webp');
    expect(video.hasAttribute('autoplay')).toBe(false);
    expect([...video.querySelectorAll('source')].map((s) => s.getAttribute('type'))).toEqual(['video/webm', 'video/mp4']);
  });

  it('library images: a project, an avatar and a logo drawn from the media map, sized for their places', () => {
    const photo = (id: string) => ({
      width: 2400,
      height: 1600,
      color: '#335566',
      kind: 'image' as const,
      mime: 'image/jpeg',
      poster: null,
      variants: [{ url: `/media/${id}-480.webp`, width: 480, format: 'webp' }],
    });
    const media = { '/media/p.jpg': photo('p'), '/media/a.jpg': photo('a'), '/media/l.png': { ...photo('l'), mime: 'image/png' } };
    render(
      <>
        <WorkSection
          media={media}
          showreel={false}
          projects={[{ id: 1, title: 'Casa', category: 'UGC', description: 'D', image: '/media/p.jpg', position: 1, isActive: true, ...stamps }]}
        />
        <TestimonialsSection
          media={media}
          testimonials={[{ id: 1, name: 'Ana', position: 'Owner', company: 'Co', quote: 'Q', avatar: '/media/a.jpg', isActive: true, ...stamps }]}
        />
        <ClientLogosSection media={media} logos={[{ id: 1, src: '/media/l.png', alt: 'L logo', width: 120, position: 1, isActive: true, ...stamps }]} />
      </>,
    );
    const sizes = [...document.querySelectorAll('picture source')].map((s) => s.getAttribute('sizes'));
    expect(sizes).toEqual([WORK_IMAGE_SIZES, '56px', '120px', '120px']);
    const project = screen.getByRole('img', { name: 'Casa: UGC' });
    expect(project.getAttribute('width')).toBe('2400');
    expect(project.classList.contains('art')).toBe(false);
  });

  it('testimonials: quote, name, position and company; initials without an avatar', () => {
    const item: Testimonial = {
      id: 1,
      name: 'Daniela Ruiz',
      position: 'Owner',
      company: 'Solana Cocina',
      quote: 'They get us.',
      avatar: null,
      isActive: true,
      ...stamps,
    };
    render(<TestimonialsSection testimonials={[item]} />);
    expect(screen.getByRole('heading', { name: 'Client stories' })).toBeTruthy();
    expect(screen.getByText('“They get us.”')).toBeTruthy();
    expect(screen.getByText('Owner, Solana Cocina')).toBeTruthy();
    expect(screen.getByText('DR')).toBeTruthy();
    // Each story is focusable (it has no link), so a keyboard brings it into view on a phone.
    const story = within(screen.getByRole('list', { name: 'Client stories' })).getByRole('listitem');
    expect(story.getAttribute('tabindex')).toBe('0');
  });

  it('client logos: the list twice, the copy hidden, widths within 110–150 px in an 80 px box', () => {
    const logos: ClientLogo[] = [
      { id: 1, src: '/a.svg', alt: 'A logo', width: 90, position: 1, isActive: true, ...stamps },
      { id: 2, src: '/b.svg', alt: 'B logo', width: 400, position: 2, isActive: true, ...stamps },
      { id: 3, src: '/c.svg', alt: 'C logo', width: null, position: 3, isActive: true, ...stamps },
    ];
    render(<ClientLogosSection logos={logos} />);
    expect(screen.getAllByRole('img').map((i) => i.getAttribute('alt'))).toEqual(['A logo', 'B logo', 'C logo']);
    const items = document.querySelectorAll<HTMLLIElement>('[data-testid="marquee"] li');
    expect(items).toHaveLength(6);
    expect([...items].slice(0, 3).map((li) => li.style.width)).toEqual(['110px', '150px', '130px']);
    expect(items[0]!.style.height).toBe('80px');
    expect(items[3]!.closest('ul')!.getAttribute('aria-hidden')).toBe('true');
    expect(logoWidth(125.4)).toBe(125);
  });
});

const photo = (kind: 'image' | 'video' = 'image'): MediaInfo => ({
  width: 1920,
  height: 1080,
  color: '#223344',
  kind,
  mime: kind === 'image' ? 'image/jpeg' : 'video/mp4',
  poster: kind === 'video' ? '/media/reel-poster.webp' : null,
  variants: kind === 'image' ? [{ url: '/media/hero-960.webp', width: 960, format: 'webp' }] : [],
});

describe('home sections from the site content', () => {
  const { hero, process, about, faq, cta } = DEFAULT_CONTENT;

  it('hero: the promise as the headline, its accent words marked; the subtitle, both buttons and the capabilities', () => {
    render(<HeroSection siteName="MYTH Agency" hero={hero} />);
    const heading = screen.getByRole('heading', { level: 1, name: /^Content that makes Miami stop scrolling/ });
    expect(heading.querySelector('span')?.textContent).toBe('stop scrolling');
    expect(screen.getByText(hero.subtitle)).toBeTruthy();
    expect(screen.getByRole('link', { name: "Let's talk" }).getAttribute('href')).toBe('#contact');
    expect(screen.getByRole('link', { name: 'See our work' }).getAttribute('href')).toBe('#work');
    const capabilities = within(screen.getByRole('list', { name: 'What we do' })).getAllByRole('listitem');
    expect(capabilities.map((li) => li.textContent)).toEqual(hero.capabilities);
  });

  it('hero: an empty headline is the site name, its last word accented, set to fill the width', () => {
    render(<HeroSection siteName="MYTH Agency" hero={{ ...hero, headline: '' }} />);
    const heading = screen.getByRole('heading', { level: 1, name: 'MYTH Agency' });
    expect(heading.querySelector('span')?.textContent).toBe('Agency');
    expect(heading.className).toContain('15.5vw');
  });

  it('hero: its own headline and labels; no second button without a label', () => {
    render(
      <HeroSection
        siteName="MYTH Agency"
        hero={{ ...hero, eyebrow: 'Miami · since 2020', headline: 'Stories *that sell.*', primaryLabel: 'Book a call', secondaryLabel: '', capabilities: [] }}
      />,
    );
    const heading = screen.getByRole('heading', { level: 1, name: 'Stories that sell.' });
    expect(heading.querySelector('span')?.textContent).toBe('that sell.');
    expect(screen.getByText('Miami · since 2020')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Book a call' }).getAttribute('href')).toBe('#contact');
    expect(document.querySelector('a[href="#work"]')).toBeNull();
    expect(screen.queryAllByRole('listitem')).toHaveLength(0);
  });

  it('hero: a name fills the width; a sentence fills a phone in a few lines and is set smaller on wide screens', () => {
    expect(headlineSize('MYTH Agency')).toContain('15.5vw');
    const sentence = headlineSize('Content that makes Miami stop scrolling.');
    expect(sentence).toContain('text-[calc(14vw-0.25rem)]');
    expect(sentence).toContain('lg:text-[clamp(4.5rem,7.4vw,7.75rem)]');
  });

  it('hero: without media of its own it plays the showreel, captioned, with a play button', () => {
    render(<HeroSection siteName="MYTH Agency" hero={hero} />);
    const video = document.querySelector<HTMLVideoElement>('#home video')!;
    expect(video.getAttribute('poster')).toBe('/video/showreel-poster.webp');
    expect(video.getAttribute('preload')).toBe('none');
    expect([...video.querySelectorAll('source')].map((s) => s.getAttribute('type'))).toEqual(['video/webm', 'video/mp4']);
    expect(video.getAttribute('aria-label')).toMatch(/^Showreel/);
    expect(screen.getByRole('button', { name: 'Play showreel' })).toBeTruthy();
  });

  it('hero: a library image is the first screen’s priority, sized so nothing shifts', () => {
    render(<HeroSection siteName="MYTH Agency" hero={{ ...hero, media: '/media/hero.jpg' }} media={{ '/media/hero.jpg': photo() }} />);
    const image = document.querySelector<HTMLImageElement>('#home picture img')!;
    expect(image.getAttribute('loading')).toBe('eager');
    expect(image.getAttribute('fetchpriority')).toBe('high');
    expect([image.getAttribute('width'), image.getAttribute('height')]).toEqual(['1920', '1080']);
    expect(document.querySelector('#home picture source')?.getAttribute('sizes')).toBe('100vw');
  });

  it('hero: a reel is a muted inline loop with its poster that waits to be in view, with a pause button', () => {
    render(<HeroSection siteName="MYTH Agency" hero={{ ...hero, media: '/media/reel.mp4' }} media={{ '/media/reel.mp4': photo('video') }} />);
    const video = document.querySelector<HTMLVideoElement>('#home video')!;
    expect(video.muted).toBe(true);
    expect(video.loop).toBe(true);
    expect(video.hasAttribute('playsinline')).toBe(true);
    expect(video.hasAttribute('autoplay')).toBe(false);
    expect(video.getAttribute('poster')).toBe('/media/reel-poster.webp');
    expect([video.getAttribute('width'), video.getAttribute('height')]).toEqual(['1920', '1080']);
    expect(video.querySelector('source')?.getAttribute('type')).toBe('video/mp4');
    expect(screen.getByRole('button', { name: 'Play latest reel' })).toBeTruthy();
    expect(document.querySelector('#home video')?.getAttribute('aria-label')).toBe('Our latest reel');
  });

  it('hero: a video address outside the library plays as a reel too', () => {
    render(<HeroSection siteName="MYTH Agency" hero={{ ...hero, media: 'https://cdn.example.com/reel.webm' }} />);
    expect(document.querySelector('#home video source')?.getAttribute('type')).toBe('video/webm');
  });

  it('stats: a number counts up, any other text shows as it is; screen readers hear the final text', () => {
    render(<StatsSection stats={[{ value: '10K+', label: 'Followers' }, { value: '4.9★', label: 'Google rating' }]} />);
    const band = screen.getByRole('region', { name: 'Results in numbers' });
    expect(within(band).getByText('Followers')).toBeTruthy();
    const shown = screen.getAllByTestId('stat-value').map((v) => v.textContent);
    expect(shown[1]).toBe('4.9★');
    expect(['0+', '10K+']).toContain(shown[0]);
    expect([...band.querySelectorAll('.sr-only')].map((s) => s.textContent)).toEqual(['10K+', '4.9★']);
  });

  it('stats: none, no band', () => {
    const { container } = render(<StatsSection stats={[]} />);
    expect(container.innerHTML).toBe('');
  });

  it('process: the heading with its accent, the intro and the numbered steps', () => {
    render(<ProcessSection process={{ ...process, intro: '', steps: process.steps.slice(0, 2) }} />);
    const heading = screen.getByRole('heading', { level: 2, name: 'From first call to compounding growth.' });
    expect(heading.querySelector('span')?.textContent).toBe('compounding');
    expect(screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual(['Step 1: Discovery', 'Step 2: Strategy']);
    expect(screen.queryByText(process.intro)).toBeNull();
  });

  it('about: paragraphs, values, and the founder with only real profile links', () => {
    render(
      <AboutSection
        about={{
          ...about,
          body: 'First paragraph.\n\nSecond one,\nstill second.\n\n',
          founder: { ...about.founder, links: [{ network: 'linkedin', url: 'https://www.linkedin.com/in/alex' }] },
        }}
      />,
    );
    expect(screen.getByText('First paragraph.')).toBeTruthy();
    expect(screen.getByText(/Second one/)).toBeTruthy();
    expect(screen.getByText('Bilingual by default')).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Portrait of Alex Rivera, Founder & CEO' }).getAttribute('loading')).toBe('lazy');
    const links = screen.getAllByRole('link');
    expect(links).toHaveLength(1);
    expect(links[0]!.getAttribute('href')).toBe('https://www.linkedin.com/in/alex');
    expect(links[0]!.getAttribute('target')).toBe('_blank');
    expect(links[0]!.getAttribute('aria-label')).toBe('Alex Rivera on LinkedIn (opens in a new tab)');
    expect(paragraphs(' a \n \n b ')).toEqual(['a', 'b']);
  });

  it('about: no founder named, no card; a founder without profiles has no links', () => {
    const { unmount } = render(<AboutSection about={{ ...about, founder: { ...about.founder, name: '' } }} />);
    expect(screen.queryByRole('heading', { name: 'Our team' })).toBeNull();
    expect(screen.queryByRole('img')).toBeNull();
    unmount();
    render(<AboutSection about={{ ...about, founder: { ...about.founder, photo: null } }} />);
    expect(screen.getByRole('heading', { name: 'Our team' })).toBeTruthy();
    expect(screen.getByText('Alex Rivera')).toBeTruthy();
    expect(screen.queryAllByRole('link')).toHaveLength(0);
  });

  it('faq: each question a native disclosure that opens with its summary', () => {
    render(<FaqSection faq={faq} />);
    expect(screen.getByRole('heading', { level: 2, name: 'Questions, answered.' })).toBeTruthy();
    const details = [...document.querySelectorAll('#faq details')];
    expect(details).toHaveLength(faq.items.length);
    const first = details[0]!;
    const summary = first.querySelector('summary')!;
    expect(summary.textContent).toContain(faq.items[0]!.question);
    expect(summary.querySelector('[aria-hidden="true"]')?.textContent?.trim()).toBe('+');
    expect(first.textContent).toContain(faq.items[0]!.answer);
    expect(first.hasAttribute('open')).toBe(false);
    fireEvent.click(summary);
    expect(first.hasAttribute('open')).toBe(true);
  });

  it('cta: heading, text and the button to the contact form', () => {
    render(<CtaSection cta={{ ...cta, buttonLabel: 'Book a call', text: '' }} />);
    expect(screen.getByRole('heading', { level: 2, name: cta.heading })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Book a call' }).getAttribute('href')).toBe('#contact');
    expect(screen.queryByText(cta.text)).toBeNull();
  });
});
