import { describe, expect, it } from 'vitest';
import { clientLogosEntity, projectsEntity, servicesEntity, testimonialsEntity } from './entities';
import { isSafeUrl } from '@/lib/field-rules';
import { toFormValues, toPayload, validateForm, type FormValues } from './fields';

function values(fields: Record<string, string>, isActive = true): FormValues {
  return { fields, isActive };
}

describe('field rules of docs/PRODUCT.md §5, with the server messages', () => {
  it('services: title, description and icon', () => {
    expect(validateForm(servicesEntity.fields, values({ title: 'x', description: 'short', icon: '  ', position: '' }))).toEqual({
      title: 'Title must be at least 2 characters',
      description: 'Description must be at least 10 characters',
      icon: 'Icon is required',
    });
    expect(
      validateForm(servicesEntity.fields, values({ title: 'UGC', description: 'Ten chars!', icon: 'camera', position: '' })),
    ).toEqual({});
  });

  it('projects: title, category, description and image', () => {
    expect(validateForm(projectsEntity.fields, values({ title: '', category: 'a', description: '', image: '' }))).toEqual({
      title: 'Title must be at least 2 characters',
      category: 'Category must be at least 2 characters',
      description: 'Description must be at least 10 characters',
      image: 'Image URL is required',
    });
  });

  it('only a project’s image takes library videos: avatars and logos stay images', () => {
    const accepts = (fields: typeof projectsEntity.fields) =>
      fields.filter((f) => f.kind === 'url' || f.kind === 'optional-url').map((f) => [f.name, f.accept ?? 'image']);
    expect(accepts(projectsEntity.fields)).toEqual([['image', 'image-or-video']]);
    expect(accepts(testimonialsEntity.fields)).toEqual([['avatar', 'image']]);
    expect(accepts(clientLogosEntity.fields)).toEqual([['src', 'image']]);
  });

  it('testimonials: name, position, company, quote; the avatar is optional', () => {
    expect(
      validateForm(testimonialsEntity.fields, values({ name: 'A', position: 'B', company: 'C', quote: 'Too short', avatar: '' })),
    ).toEqual({
      name: 'Name must be at least 2 characters',
      position: 'Position must be at least 2 characters',
      company: 'Company must be at least 2 characters',
      quote: 'Quote must be at least 10 characters',
    });
  });

  it('client logos: image URL and alt text are required, numbers are optional', () => {
    expect(validateForm(clientLogosEntity.fields, values({ src: '', alt: ' ', width: '', position: '' }))).toEqual({
      src: 'Image URL is required',
      alt: 'Alt text is required',
    });
  });

  it('counts trimmed characters, not bytes', () => {
    expect(validateForm(servicesEntity.fields, values({ title: ' é ', description: 'éééééééééé', icon: 'x' }))).toEqual({
      title: 'Title must be at least 2 characters',
    });
  });

  it('refuses what the server refuses: unsafe URLs, bad numbers, odd icons', () => {
    const logo = validateForm(clientLogosEntity.fields, values({ src: 'javascript:alert(1)', alt: 'Brand', width: '9000', position: '1.5' }));
    expect(logo.src).toBe('Image URL must start with https://, http:// or / (a path on this site)');
    expect(logo.width).toBe('Width must be between 16 and 600');
    expect(logo.position).toBe('Position must be a whole number');
    const service = validateForm(servicesEntity.fields, values({ title: 'Ok', description: 'Long enough text', icon: '<b>' }));
    expect(service.icon).toBe('Icon must be an icon name, a CSS class or an image URL');
  });

  it.each([
    ['https://cdn.example.com/a.png', true],
    ['/images/a.svg', true],
    ['HTTP://A.B/c', true],
    ['javascript:alert(1)', false],
    ['data:image/png;base64,AAA', false],
    ['//evil.example/x.png', false],
    ['images/a.svg', false],
    ['/a b.png', false],
    ['https://', false],
  ])('isSafeUrl(%s) is %s', (url, ok) => {
    expect(isSafeUrl(url)).toBe(ok);
  });
});

describe('form values and payloads', () => {
  it('a new service starts at position 0 and active', () => {
    expect(toFormValues(servicesEntity.fields)).toEqual({
      fields: { title: '', description: '', icon: '', position: '0' },
      isActive: true,
    });
  });

  it('a new item starts at the place given, the end of its list; a testimonial’s position is a job title', () => {
    expect(toFormValues(projectsEntity.fields, undefined, 7).fields.position).toBe('7');
    expect(toFormValues(clientLogosEntity.fields, undefined, 3).fields.position).toBe('3');
    expect(toFormValues(testimonialsEntity.fields, undefined, 3).fields.position).toBe('');
  });

  it('an empty position is sent as 0 for services and projects', () => {
    const payload = toPayload(projectsEntity.fields, values({ title: ' Case ', category: 'UGC', description: 'd', image: '/a.svg', position: '' }, false));
    expect(payload).toEqual({ title: 'Case', category: 'UGC', description: 'd', image: '/a.svg', position: 0, isActive: false });
  });

  it('empty number fields of a client logo are sent as null', () => {
    expect(toPayload(clientLogosEntity.fields, values({ src: '/l.svg', alt: 'Brand', width: '', position: ' ' }))).toEqual({
      src: '/l.svg',
      alt: 'Brand',
      width: null,
      position: null,
      isActive: true,
    });
    expect(toPayload(clientLogosEntity.fields, values({ src: '/l.svg', alt: 'Brand', width: '120', position: '3' }))).toMatchObject({
      width: 120,
      position: 3,
    });
  });

  it('an empty avatar is sent as null', () => {
    expect(toPayload(testimonialsEntity.fields, values({ name: 'Ana', position: 'Owner', company: 'Cafe', quote: 'q', avatar: '' })).avatar).toBeNull();
  });

  it("an edited item's values fill the form, null as empty", () => {
    const logo = { id: 4, src: '/l.svg', alt: 'Brand', width: null, position: 2, isActive: false, createdAt: '', updatedAt: '' };
    expect(toFormValues(clientLogosEntity.fields, logo)).toEqual({
      fields: { src: '/l.svg', alt: 'Brand', width: '', position: '2' },
      isActive: false,
    });
  });
});
