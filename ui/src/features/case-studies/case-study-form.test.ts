import { describe, expect, it } from 'vitest';
import {
  addFigure,
  addImages,
  type CaseStudyFormValues,
  EMPTY_CASE_STUDY_FORM,
  figureRow,
  formErrorsFromServer,
  formFromCaseStudy,
  GALLERY_MAX,
  listHasErrors,
  MESSAGES,
  movedOrder,
  moveItem,
  readFormValues,
  reindexErrors,
  removedOrder,
  removeItem,
  RESULTS_MAX,
  sameForm,
  toCaseStudyInput,
  validateCaseStudyForm,
} from './case-study-form';
import { testStudy } from './test-study';

const STUDY = testStudy({
  slug: 'brickell-bistro-relaunch',
  client: 'Brickell Bistro',
  results: [{ value: '+240%', label: 'reach in 90 days' }, { value: '3.1M', label: 'views' }],
  gallery: ['/media/a.webp', '/media/b.webp'],
});

const form = (extra: Partial<CaseStudyFormValues> = {}): CaseStudyFormValues => ({ ...formFromCaseStudy(STUDY), ...extra });

describe('the case study form', () => {
  it('reads a stored case study, each result a row of its own', () => {
    const values = formFromCaseStudy(STUDY);
    expect(values.results.map(({ value, label }) => [value, label])).toEqual([
      ['+240%', 'reach in 90 days'],
      ['3.1M', 'views'],
    ]);
    expect(new Set(values.results.map((r) => r.id)).size).toBe(2);
    expect(values.video).toBe('');
  });

  it('compares forms by what they would save, not by row ids', () => {
    expect(sameForm(formFromCaseStudy(STUDY), formFromCaseStudy(STUDY))).toBe(true);
    expect(sameForm(form(), form({ gallery: ['/media/b.webp', '/media/a.webp'] }))).toBe(false);
    const values = form();
    expect(sameForm(values, { ...values, results: moveItem(values.results, 0, 1) })).toBe(false);
    expect(sameForm(values, { ...values, client: 'Other' })).toBe(false);
  });

  it('sends every field trimmed, no video as null', () => {
    const input = toCaseStudyInput(form({ client: '  Bistro ', video: ' ', results: [figureRow(' +3 ', ' new clients ')] }), 'published');
    expect(input).toMatchObject({
      slug: 'brickell-bistro-relaunch',
      status: 'published',
      client: 'Bistro',
      results: [{ value: '+3', label: 'new clients' }],
      gallery: ['/media/a.webp', '/media/b.webp'],
      video: null,
    });
  });

  it.each([
    ['a bad slug', { slug: 'Bad Slug' }, 'slug', MESSAGES.slug],
    ['no slug', { slug: ' ' }, 'slug', MESSAGES.slugMissing],
    ['an empty figure', { results: [figureRow('', 'reach')] }, 'results.0.value', 'Give a short figure, such as +240% or 3.1M (at most 16 characters)'],
    ['a long figure', { results: [figureRow('12345678901234567', 'reach')] }, 'results.0.value', 'Give a short figure, such as +240% or 3.1M (at most 16 characters)'],
    ['a one-letter label', { results: [figureRow('+3', 'reach'), figureRow('+3', 'x')] }, 'results.1.label', 'Say what the figure measures, in 2 to 60 characters'],
    ['a script address', { gallery: ['/media/a.webp', 'javascript:alert(1)'] }, 'gallery.1', 'Each image must be from the media library or an address starting with https://'],
    ['a data video', { video: 'data:video/mp4,x' }, 'video', 'Video must start with https://, http:// or / (a path on this site)'],
    ['too many results', { results: Array.from({ length: RESULTS_MAX + 1 }, () => figureRow('+1', 'more')) }, 'results', 'Show at most 6 results: the strongest read best'],
    ['too many images', { gallery: Array.from({ length: GALLERY_MAX + 1 }, (_, i) => `/media/${i}.webp`) }, 'gallery', 'A gallery holds at most 12 images'],
    ['a long SEO title', { seoTitle: 'x'.repeat(71) }, 'seoTitle', 'SEO title must be at most 70 characters'],
  ])('refuses %s, under the key the server uses', (_, extra, key, message) => {
    expect(validateCaseStudyForm(form(extra), 'draft')[key]).toBe(message);
  });

  it('publishes only with a body; a draft may be empty', () => {
    expect(validateCaseStudyForm(form({ bodyMarkdown: '  ' }), 'published')).toEqual({ bodyMarkdown: MESSAGES.publishEmpty });
    expect(validateCaseStudyForm(form({ bodyMarkdown: '' }), 'draft')).toEqual({});
    expect(validateCaseStudyForm(form(), 'published')).toEqual({});
  });

  it("keeps the server's errors the form shows, under their keys", () => {
    const errors = formErrorsFromServer({
      slug: 'Taken',
      'results.1.label': 'Say what it measures',
      'gallery.0': 'Not an image',
      results: 'Too many',
      video: 'Bad video',
      status: 'Unknown status',
      'results.x.value': 'odd',
    });
    expect(errors).toEqual({
      slug: 'Taken',
      'results.1.label': 'Say what it measures',
      'gallery.0': 'Not an image',
      results: 'Too many',
      video: 'Bad video',
    });
    expect(listHasErrors(errors, 'gallery')).toBe(true);
    expect(listHasErrors({ slug: 'x' }, 'results')).toBe(false);
  });
});

describe('the lists', () => {
  it('moves, removes and adds within their limits', () => {
    expect(moveItem(['a', 'b', 'c'], 0, 2)).toEqual(['b', 'c', 'a']);
    expect(moveItem(['a', 'b', 'c'], 2, 0)).toEqual(['c', 'a', 'b']);
    expect(moveItem(['a', 'b'], 1, 5)).toEqual(['a', 'b']);
    expect(moveItem(['a', 'b'], 0, -1)).toEqual(['a', 'b']);
    expect(removeItem(['a', 'b', 'c'], 1)).toEqual(['a', 'c']);
    expect(addFigure([])).toHaveLength(1);
    const full = Array.from({ length: RESULTS_MAX }, () => figureRow('+1', 'more'));
    expect(addFigure(full)).toHaveLength(RESULTS_MAX);
  });

  it('adds each image once, up to the gallery limit', () => {
    expect(addImages(['/a'], ['/b', '/a', '/c'])).toEqual({ gallery: ['/a', '/b', '/c'], added: 2 });
    const almost = Array.from({ length: GALLERY_MAX - 1 }, (_, i) => `/media/${i}`);
    expect(addImages(almost, ['/x', '/y'])).toEqual({ gallery: [...almost, '/x'], added: 1 });
  });

  it('moves the messages of moved rows with them, and drops those of a removed row', () => {
    const errors = { slug: 'Taken', 'results.0.value': 'First value', 'results.2.label': 'Third label', 'gallery.0': 'Image' };
    expect(reindexErrors(errors, 'results', movedOrder(3, 0, 2))).toEqual({
      slug: 'Taken',
      'results.2.value': 'First value',
      'results.1.label': 'Third label',
      'gallery.0': 'Image',
    });
    expect(reindexErrors(errors, 'results', removedOrder(3, 0))).toEqual({
      slug: 'Taken',
      'results.1.label': 'Third label',
      'gallery.0': 'Image',
    });
    expect(reindexErrors(errors, 'gallery', removedOrder(1, 0))).toEqual({
      slug: 'Taken',
      'results.0.value': 'First value',
      'results.2.label': 'Third label',
    });
  });

  it('reads a kept draft back, with new row ids, and refuses one of another shape', () => {
    const values = readFormValues({ slug: 's', results: [{ id: 'old', value: '+1', label: 'more' }, 'junk'], gallery: ['/a', 7] });
    expect(values).toMatchObject({ ...EMPTY_CASE_STUDY_FORM, slug: 's', gallery: ['/a'], results: [{ value: '+1', label: 'more' }] });
    expect(values?.results[0]?.id).not.toBe('old');
    expect(readFormValues({ slug: 3 })).toBeNull();
    expect(readFormValues({ results: 'x' })).toBeNull();
    expect(readFormValues(null)).toBeNull();
  });
});
