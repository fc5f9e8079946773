import { render, screen } from '@testing-library/preact';
import { describe, expect, it } from 'vitest';
import type { ClientLogo, Project, Service, Testimonial } from '@/types/content';
import { ClientLogosSection, CLIENT_LOGOS_EMPTY_MESSAGE, logoWidth } from './client-logos-section';
import { iconKind } from './service-icon';
import { ServicesSection, SERVICES_EMPTY_MESSAGE } from './services-section';
import { TestimonialsSection, TESTIMONIALS_EMPTY_MESSAGE } from './testimonials-section';
import { WorkSection, WORK_EMPTY_MESSAGE, WORK_IMAGE_SIZES } from './work-section';

const stamps = { createdAt: '2026-01-01T00:00:00Z', updatedAt: '2026-01-01T00:00:00Z' };

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
  it('services: one card each, Learn more pointing at the contact form', () => {
    render(<ServicesSection services={[service(1, 'camera'), service(2, 'unknown-icon')]} />);
    expect(screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual(['Service 1', 'Service 2']);
    const links = screen.getAllByRole('link', { name: /Learn more/ });
    expect(links).toHaveLength(2);
    expect(links[0]!.getAttribute('href')).toBe('#contact');
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
    for (const message of [SERVICES_EMPTY_MESSAGE, WORK_EMPTY_MESSAGE, TESTIMONIALS_EMPTY_MESSAGE, CLIENT_LOGOS_EMPTY_MESSAGE]) {
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
