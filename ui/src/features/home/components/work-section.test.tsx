import { render, screen, within } from '@testing-library/preact';
import { describe, expect, it } from 'vitest';
import type { Project } from '@/types/content';
import { WorkSection } from './work-section';

const project = (id: number, title: string): Project => ({
  id,
  title,
  category: 'UGC',
  description: 'A project',
  image: `/images/work/${id}.svg`,
  position: id,
  isActive: true,
  createdAt: '2026-11-20T10:00:00Z',
  updatedAt: '2026-11-20T10:00:00Z',
  version: 1,
});

/** Two projects, the first with a case study, without the showreel. */
const renderTwoProjects = () =>
  render(
    <WorkSection
      showreel={false}
      projects={[project(1, 'Casa Coral'), project(2, 'Solana Cocina')]}
      caseStudies={[{ projectId: 1, slug: 'casa-coral-relaunch', title: 'Casa Coral' }]}
    />,
  );

describe('WorkSection', () => {
  it('links a card to its case study, named after the project; a card without one has no link or arrow', () => {
    renderTwoProjects();
    const [linked, plain] = screen.getAllByRole('article');
    const link = within(linked!).getByRole('link', { name: 'Read the case study: Casa Coral' });
    expect(link.getAttribute('href')).toBe('/work/casa-coral-relaunch');
    expect(linked!.querySelector('svg.lucide-arrow-up-right')).toBeTruthy();
    expect(within(plain!).queryByRole('link')).toBeNull();
    expect(plain!.querySelector('svg')).toBeNull();
  });

  it('is a swipeable list of projects; a card without a link is focusable itself, so a keyboard brings it into view', () => {
    renderTwoProjects();
    const [linked, plain] = within(screen.getByRole('list', { name: 'Projects' })).getAllByRole('listitem');
    expect(linked!.hasAttribute('tabindex')).toBe(false);
    expect(plain!.getAttribute('tabindex')).toBe('0');
    expect(screen.getByRole('button', { name: 'Next project', hidden: true })).toBeTruthy();
    expect(document.querySelector('video')).toBeNull();
  });

  it('plays the showreel when asked to (the hero has media of its own)', () => {
    render(<WorkSection projects={[project(1, 'Casa Coral')]} />);
    expect(document.querySelector('#work video')?.getAttribute('poster')).toBe('/video/showreel-poster.webp');
    expect(screen.getByRole('button', { name: 'Play showreel' })).toBeTruthy();
  });
});
