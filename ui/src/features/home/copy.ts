// The words of the home sections that are not site content (labels, eyebrows, what screen readers
// hear), in one place: a second language is added here, not hunted through the components.

export const HOME_COPY = {
  heroCapabilities: 'What we do',
  heroBadge: 'Content · Social · Growth · Miami ·',
  showreel: 'Showreel',
  showreelLabel: "Showreel: abstract motion graphics in the studio's colours",
  reel: 'Latest reel',
  reelLabel: 'Our latest reel',
  playReel: (caption: string) => `Play ${caption.toLowerCase()}`,
  pauseReel: (caption: string) => `Pause ${caption.toLowerCase()}`,
  statsLabel: 'Results in numbers',
  servicesEyebrow: 'Services',
  servicesTitle: 'Everything your feed needs *to grow.*',
  servicesIntro:
    'Strategy, production and daily management under one roof, built for businesses that want to be the ones people follow.',
  /** A service card's link to the contact form, and what screen readers hear after it. */
  getProposal: 'Get a proposal',
  forService: (title: string) => `for ${title}`,
  workEyebrow: 'Work',
  workList: 'Projects',
  testimonialsEyebrow: 'Testimonials',
  testimonialsList: 'Client stories',
  processEyebrow: 'Process',
  step: (n: number) => `Step ${n}: `,
  aboutEyebrow: 'About',
  team: 'Our team',
  founderPortrait: (name: string, position: string) => `Portrait of ${name}${position ? `, ${position}` : ''}`,
  founderProfiles: (name: string) => `${name} on social media`,
  founderOn: (name: string, network: string) => `${name} on ${network}`,
  newTab: ' (opens in a new tab)',
  faqEyebrow: 'FAQ',
} as const;
