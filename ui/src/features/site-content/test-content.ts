// The content the server starts with (src/domain/site_content.rs, its `Default`s), shortened legal
// pages aside: the tests' starting point. Only tests import it.

import type { SiteContent } from './types';

export const TEST_CONTENT: SiteContent = {
  hero: {
    eyebrow: 'Content & social studio · Miami',
    headline: '',
    subtitle:
      'Scroll-stopping content, UGC and social media management that turn Miami businesses into the brands everyone follows.',
    primaryLabel: "Let's talk",
    secondaryLabel: 'See our work',
    capabilities: ['UGC', 'Reels & TikTok', 'Social management', 'Growth strategy'],
    media: null,
  },
  stats: [
    { value: '100+', label: 'UGC videos created' },
    { value: '10K+', label: 'Followers generated' },
    { value: '500K+', label: 'Accumulated views' },
    { value: '4+', label: 'Years growing Miami brands' },
  ],
  process: {
    heading: 'From first call to *compounding* growth.',
    intro: 'A simple, repeatable way of working: no mystery retainers, just clear steps and results you can read.',
    steps: [
      { title: 'Discovery', description: 'We audit your accounts, your competitors and your customers.' },
      { title: 'Strategy', description: 'Content pillars, formats, a posting calendar and the numbers.' },
      { title: 'Execution', description: 'Our Miami crew and creators shoot, edit and publish on schedule.' },
      { title: 'Optimization', description: 'Monthly reports show what worked. We double down on the winners.' },
    ],
  },
  about: {
    heading: 'A Miami studio that thinks in feeds, *not ads.*',
    body: 'We started in 2020 with one camera.\n\nSmall by design, we work as an extension of your team.',
    values: [
      { title: 'Bilingual by default', text: 'Content that speaks to Miami in English and Spanish.' },
      { title: 'Local creators', text: 'A network of Miami creators matched to your audience.' },
      { title: 'Numbers, not vibes', text: 'Monthly reports tied to followers, leads and revenue.' },
    ],
    founder: { name: 'Alex Rivera', position: 'Founder & CEO', photo: '/images/people/founder.svg', links: [] },
  },
  faq: {
    heading: 'Questions, *answered.*',
    items: [
      { question: 'What are UGC packages?', answer: 'Short, authentic videos made by real creators.' },
      { question: 'How soon will I see results?', answer: 'Most clients see more reach within the first month.' },
    ],
  },
  cta: {
    heading: "Ready to be the brand Miami can't stop scrolling?",
    text: 'Get a free, custom proposal for your business within two business days.',
    buttonLabel: 'Get Started Now',
  },
  contact: {
    heading: "Let's talk*.*",
    intro: "Tell us where your business is and where you want it to be. We'll come back with a free, custom proposal.",
  },
  social: {
    tagline: 'Content people stop scrolling for.',
    links: [{ network: 'instagram', url: 'https://www.instagram.com/mythagency' }],
  },
  legal: {
    privacyMarkdown: 'This policy explains what we collect.\n\n## What we collect\n\n- Your name.',
    termsMarkdown: 'These terms apply to this website.',
  },
  sections: { visitCounter: true, stats: true, testimonials: true, clientLogos: true, blogTeaser: true, faq: true },
};
