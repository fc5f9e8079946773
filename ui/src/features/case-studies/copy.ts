// Every word a visitor reads on a case study's page, in one place (docs/DESIGN.md: a second language
// is added here, not hunted through the components).

export const STUDY_COPY = {
  breadcrumb: 'Breadcrumb',
  home: 'Home',
  work: 'Work',
  eyebrow: 'Case study',
  client: 'Client',
  category: 'Category',
  resultsHeading: 'Results',
  storyHeading: 'The story',
  galleryHeading: 'Gallery',
  /** A gallery image's alt text: the public media map carries no alt text of its own. */
  galleryAlt: (title: string, n: number, of: number) => `${title}: image ${n} of ${of}`,
  videoHeading: 'The film',
  videoLabel: (title: string) => `Video of ${title}`,
  /** An address that is no video file (a page on a video site): a link to it. */
  watchElsewhere: 'Watch the video',
  /** The project's picture (or loop), as its work card names it. */
  heroAlt: (title: string, category: string) => `${title}: ${category}`,
  next: 'Next case study',
  moreStudies: 'More case studies',
  ctaHeading: 'Want results like these?',
  ctaText: 'Tell us about your brand and get a free, custom social media proposal from our Miami team.',
  cta: 'Get a proposal',
  backToWork: 'All work',
  loading: 'Loading the case study',
  failedHeading: 'Could not load the case study',
  failedText: 'Please try again in a moment.',
} as const;
