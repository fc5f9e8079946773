// The content the server starts with (src/domain/site_content.rs, its `Default`s, which the UI's
// built-in copy repeats), with shorter texts and legal pages: the tests' starting point. Only
// tests import it.

import { DEFAULT_CONTENT } from '@/config/default-content';
import type { SiteContent } from './types';

// A copy: a test that changes its content leaves the built-in copy as it is.
const { hero, stats, process, about, faq, cta, contact, social, sections } = structuredClone(DEFAULT_CONTENT);

export const TEST_CONTENT: SiteContent = {
  hero: {
    ...hero,
    headline: '',
    subtitle:
      'Scroll-stopping content, UGC and social media management that turn Miami businesses into the brands everyone follows.',
  },
  stats,
  process: {
    ...process,
    steps: [
      { title: 'Discovery', description: 'We audit your accounts, your competitors and your customers.' },
      { title: 'Strategy', description: 'Content pillars, formats, a posting calendar and the numbers.' },
      { title: 'Execution', description: 'Our Miami crew and creators shoot, edit and publish on schedule.' },
      { title: 'Optimization', description: 'Monthly reports show what worked. We double down on the winners.' },
    ],
  },
  about: { ...about, body: 'We started in 2020 with one camera.\n\nSmall by design, we work as an extension of your team.' },
  faq: {
    ...faq,
    items: [
      { question: 'What are UGC packages?', answer: 'Short, authentic videos made by real creators.' },
      { question: 'How soon will I see results?', answer: 'Most clients see more reach within the first month.' },
    ],
  },
  cta,
  contact: {
    ...contact,
    intro: "Tell us where your business is and where you want it to be. We'll come back with a free, custom proposal.",
  },
  social,
  legal: {
    privacyMarkdown: 'This policy explains what we collect.\n\n## What we collect\n\n- Your name.',
    termsMarkdown: 'These terms apply to this website.',
  },
  sections,
};
