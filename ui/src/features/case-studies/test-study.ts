// A case study as the server answers it, for the tests: the draft of project 3 ("Solana Cocina"),
// two results and two gallery images, unless told otherwise. Only tests import it.

import type { CaseStudy } from '@/types/case-studies';
import type { Project } from '@/types/content';

export const testStudy = (overrides: Partial<CaseStudy> = {}): CaseStudy => ({
  projectId: 3,
  version: 1,
  slug: 'solana-cocina',
  status: 'draft',
  client: 'Solana Group',
  bodyMarkdown: 'We relaunched it.',
  bodyHtml: '<p>We relaunched it.</p>',
  results: [
    { value: '+240%', label: 'reach in 90 days' },
    { value: '3.1M', label: 'video views' },
  ],
  gallery: ['/media/a.jpg', '/media/b.jpg'],
  video: null,
  seoTitle: '',
  seoDescription: '',
  createdAt: '2026-11-25T10:00:00Z',
  updatedAt: '2026-11-25T10:00:00Z',
  ...overrides,
});

/** Project 3, whose case study `testStudy` is. */
export const testProject = (overrides: Partial<Project> = {}): Project => ({
  id: 3,
  title: 'Solana Cocina',
  category: 'Restaurant',
  description: 'A relaunch for a Wynwood kitchen.',
  image: '/images/work/solana-cocina.svg',
  position: 1,
  isActive: true,
  createdAt: '2026-11-20T10:00:00Z',
  updatedAt: '2026-11-20T10:00:00Z',
  version: 1,
  ...overrides,
});
