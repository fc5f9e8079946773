// The copy the site was built with: what a field shows when the page's data lacks it or it is
// malformed. The same as the server's defaults (src/domain/site_content.rs), so a page without
// its data looks as a fresh site does.

import type { SiteContent } from '@/types/site-content';

export const DEFAULT_CONTENT: SiteContent = {
  hero: {
    eyebrow: 'Content & social studio · Miami',
    headline: 'Content that makes Miami *stop scrolling*.',
    subtitle:
      'We plan, shoot and post the UGC, reels and social content that turn Miami businesses into the brands everyone follows.',
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
      {
        title: 'Discovery',
        description:
          'We audit your accounts, your competitors and your customers, and find what makes your business worth following.',
      },
      {
        title: 'Strategy',
        description:
          'Content pillars, formats, a posting calendar and the numbers we will be held to, agreed before anything is shot.',
      },
      {
        title: 'Execution',
        description:
          'Our Miami crew and creators shoot, edit and publish on schedule, and we manage your community every day.',
      },
      {
        title: 'Optimization',
        description:
          'Monthly reports show what worked. We double down on the winners and cut whatever does not earn its place.',
      },
    ],
  },
  about: {
    heading: 'A Miami studio that thinks in feeds, *not ads.*',
    body:
      "We started in 2020 with one camera, one restaurant client and a belief: local businesses deserve content as good as the big brands'. Four years on, we plan, shoot and run social for restaurants, hotels, studios and shops across Miami.\n\n" +
      'Small by design, we work as an extension of your team: the people on your first call are the people making your content.',
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
      {
        question: 'What does a social media agency in Miami do for my business?',
        answer:
          'We plan, create and post the content your customers see: social media revamps, UGC videos, photo and video production, and a posting schedule, then measure what brings customers in and do more of it.',
      },
      {
        question: 'What are UGC packages?',
        answer:
          'User-generated content packages are short, authentic videos made by real creators showing your product or place. They cost less than studio ads and are trusted more, on your feed and in paid campaigns.',
      },
      {
        question: 'How much does social media management cost?',
        answer:
          'Every plan is built around your goals and budget. Tell us about your business through the contact form and we send a free custom proposal.',
      },
      {
        question: 'How soon will I see results?',
        answer:
          'Most clients see more reach and engagement within the first month; growth in followers, leads and sales usually builds over three months of consistent posting and optimization.',
      },
    ],
  },
  cta: {
    heading: "Ready to be the brand Miami can't stop scrolling?",
    text: 'Get a free, custom proposal for your business within two business days.',
    buttonLabel: 'Get Started Now',
  },
  contact: {
    heading: "Let's talk*.*",
    intro:
      "Tell us where your business is and where you want it to be. We'll come back with a free, custom proposal for your brand.",
  },
  social: {
    tagline: 'Content people stop scrolling for.',
    links: [{ network: 'instagram', url: 'https://www.instagram.com/mythagency' }],
  },
  legal: { privacy: true, terms: true },
  sections: { visitCounter: true, stats: true, testimonials: true, clientLogos: true, blogTeaser: true, faq: true },
};
