// The four content managers, described once each: API path and JSON keys, wording, form fields
// and table columns. <ContentManager> does the rest.

import type { ComponentChildren } from 'preact';
import type { RevisionKind } from '@/components/ui/history-slot';
import { paths } from '@/config/paths';
import { ClientLogoInput, ProjectInput, ServiceInput, TestimonialInput } from '@/lib/api-rules';
import type { MediaMap } from '@/types/media';
import { ContentThumbnail } from './components/content-thumbnail';
import { IconName } from './components/icon-picker';
import type { FieldConfig } from './fields';
import type { ClientLogo, ContentItem, Project, Service, Testimonial } from './types';

export interface Column<T> {
  header: string;
  /** `media`: the public media map, to draw a library file from a small variant. */
  cell: (item: T, media: MediaMap) => ComponentChildren;
  /** Hidden on narrow screens when the table would get too wide. */
  wide?: boolean;
  /** The column that names the item: where the others go when a narrow table stacks its rows
   * (the first column that is not `wide` unless one says so). */
  main?: boolean;
  class?: string;
}

export interface EntityConfig<T extends ContentItem = ContentItem> {
  /** The collection's path, also its query key. */
  path: string;
  /** The admin screen of the kind (where the Translations overview links to). */
  adminPath: string;
  /** The kind as the revisions and the trash name it (`?kind=`). */
  kind: RevisionKind & ('service' | 'project' | 'testimonial' | 'clientLogo');
  /** JSON keys of the list and of one item. */
  listKey: string;
  itemKey: string;
  /** Lower-case name for sentences: 'Failed to create service.' */
  singular: string;
  /** 'Service' for titles: 'Add Service'. */
  singularTitle: string;
  /** The screen's title: 'Services'. */
  title: string;
  description: string;
  emptyText: string;
  fields: readonly FieldConfig[];
  columns: readonly Column<T>[];
  /** How an item is named in toasts and button labels. */
  nameOf: (item: T) => string;
}

/** Whether the kind's items have a place in their list (a field marked `order`): those lists are
 * reordered by dragging their rows or with Move up / Move down. Testimonials are not. */
export const isOrdered = <T extends ContentItem>(entity: EntityConfig<T>) => entity.fields.some((field) => field.order);

const muted = 'text-muted';

function Clamp({ children }: { children: ComponentChildren }) {
  return <span class="line-clamp-2 max-w-md text-muted">{children}</span>;
}

const orDash = (value: number | null | undefined) => (value == null ? <span class={muted}>—</span> : value);

// Fields services and projects share.
const titleField: FieldConfig = { name: 'title', label: 'Title', kind: 'text', rule: ServiceInput.title };
const descriptionField: FieldConfig = {
  name: 'description',
  label: 'Description',
  kind: 'textarea',
  rule: ServiceInput.description,
};

const ORDER_HINT = 'Lower numbers come first. A new item goes last; reorder the rows by dragging them or with Move up and Move down.';

const positionField: FieldConfig = {
  name: 'position',
  label: 'Position',
  kind: 'position',
  rule: ServiceInput.position,
  order: true,
  hint: ORDER_HINT,
};

export const servicesEntity: EntityConfig<Service> = {
  path: '/api/services',
  adminPath: paths.admin.services,
  kind: 'service',
  listKey: 'services',
  itemKey: 'service',
  singular: 'service',
  singularTitle: 'Service',
  title: 'Services',
  description: 'The service cards of the home page.',
  emptyText: 'No services found. Add your first service to get started.',
  nameOf: (s) => s.title,
  fields: [
    titleField,
    descriptionField,
    { name: 'icon', label: 'Icon', kind: 'icon', rule: ServiceInput.icon, hint: 'Drawn on the service’s card.' },
    positionField,
  ],
  columns: [
    { header: 'Title', cell: (s) => <span class="font-medium">{s.title}</span> },
    { header: 'Description', cell: (s) => <Clamp>{s.description}</Clamp>, wide: true },
    { header: 'Icon', cell: (s) => <IconName icon={s.icon} /> },
    { header: 'Position', cell: (s) => s.position, class: 'tabular-nums' },
  ],
};

export const projectsEntity: EntityConfig<Project> = {
  path: '/api/projects',
  adminPath: paths.admin.projects,
  kind: 'project',
  listKey: 'projects',
  itemKey: 'project',
  singular: 'project',
  singularTitle: 'Project',
  title: 'Projects',
  description: 'The portfolio cases of the work showcase.',
  emptyText: 'No projects found. Add your first project to get started.',
  nameOf: (p) => p.title,
  fields: [
    titleField,
    { name: 'category', label: 'Category', kind: 'text', rule: ProjectInput.category },
    descriptionField,
    {
      name: 'image',
      label: 'Image URL',
      kind: 'url',
      rule: ProjectInput.image,
      placeholder: '/images/work/case.svg',
      hint: 'An image, or a video from the library (it plays muted, in a loop): https://… or a path on this site such as /images/work/case.svg.',
      // A case is often best shown moving: the work card plays a library video as a muted loop.
      accept: 'image-or-video',
    },
    positionField,
  ],
  columns: [
    { header: 'Image', cell: (p, media) => <ContentThumbnail src={p.image} info={media[p.image]} />, wide: true },
    { header: 'Title', cell: (p) => <span class="font-medium">{p.title}</span> },
    { header: 'Category', cell: (p) => <span class={muted}>{p.category}</span> },
    { header: 'Position', cell: (p) => p.position, class: 'tabular-nums' },
  ],
};

export const testimonialsEntity: EntityConfig<Testimonial> = {
  path: '/api/testimonials',
  adminPath: paths.admin.testimonials,
  kind: 'testimonial',
  listKey: 'testimonials',
  itemKey: 'testimonial',
  singular: 'testimonial',
  singularTitle: 'Testimonial',
  title: 'Testimonials',
  description: 'The client stories of the home page.',
  emptyText: 'No testimonials found. Add your first testimonial to get started.',
  nameOf: (t) => t.name,
  fields: [
    { name: 'name', label: 'Name', kind: 'text', rule: TestimonialInput.name },
    {
      name: 'position',
      label: 'Position',
      kind: 'text',
      rule: TestimonialInput.position,
      hint: 'The person’s job title, such as Owner or Marketing Director.',
    },
    { name: 'company', label: 'Company', kind: 'text', rule: TestimonialInput.company },
    { name: 'quote', label: 'Quote', kind: 'textarea', rule: TestimonialInput.quote },
    {
      name: 'avatar',
      label: 'Avatar URL',
      kind: 'optional-url',
      rule: TestimonialInput.avatar,
      placeholder: '/images/people/name.svg',
      hint: 'Leave empty for no picture.',
    },
  ],
  columns: [
    { header: 'Name', cell: (t) => <span class="font-medium">{t.name}</span> },
    { header: 'Position', cell: (t) => <span class={muted}>{t.position}</span>, wide: true },
    { header: 'Company', cell: (t) => <span class={muted}>{t.company}</span> },
    { header: 'Quote', cell: (t) => <Clamp>“{t.quote}”</Clamp>, wide: true },
  ],
};

export const clientLogosEntity: EntityConfig<ClientLogo> = {
  path: '/api/client-logos',
  adminPath: paths.admin.clientLogos,
  kind: 'clientLogo',
  listKey: 'clientLogos',
  itemKey: 'clientLogo',
  singular: 'client logo',
  singularTitle: 'Client Logo',
  title: 'Client Logos',
  description: 'The logos of the trusted-brands marquee.',
  emptyText: 'No client logos found. Add your first client logo to get started.',
  nameOf: (l) => l.alt,
  fields: [
    {
      name: 'src',
      label: 'Image URL',
      kind: 'url',
      rule: ClientLogoInput.src,
      placeholder: '/images/logos/brand.svg',
      hint: 'https://… or a path on this site such as /images/logos/brand.svg.',
    },
    { name: 'alt', label: 'Alt text', kind: 'text', rule: ClientLogoInput.alt, hint: 'The brand’s name, read by screen readers.' },
    {
      name: 'width',
      label: 'Width',
      kind: 'nullable-number',
      rule: ClientLogoInput.width,
      hint: `In pixels, ${ClientLogoInput.width.minimum} to ${ClientLogoInput.width.maximum}; empty for the default.`,
    },
    {
      name: 'position',
      label: 'Position',
      kind: 'nullable-number',
      rule: ClientLogoInput.position,
      order: true,
      hint: `${ORDER_HINT} Empty goes last.`,
    },
  ],
  columns: [
    { header: 'Logo', cell: (l, media) => <ContentThumbnail src={l.src} info={media[l.src]} wide /> },
    { header: 'Alt text', cell: (l) => <span class="font-medium">{l.alt}</span>, main: true },
    { header: 'Width', cell: (l) => orDash(l.width), class: 'tabular-nums', wide: true },
    { header: 'Position', cell: (l) => orDash(l.position), class: 'tabular-nums' },
  ],
};
