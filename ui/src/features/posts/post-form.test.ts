import { describe, expect, it } from 'vitest';
import { EMPTY_POST_FORM, formErrorsFromServer, toPostInput, validatePostForm, type PostFormValues } from './post-form';
import { toZonedInput } from './publish-time';

/** Not the test runner's zone (UTC): the field is read on the site's clock, not the browser's. */
const ZONE = 'Asia/Tokyo';

const valid: PostFormValues = {
  ...EMPTY_POST_FORM,
  title: 'Hello Miami',
  category: 'News',
  author: 'Alex Rivera',
};

describe('validatePostForm (the server’s rules)', () => {
  it('accepts a post with a title, a category and an author', () => {
    expect(validatePostForm(valid)).toEqual({});
  });

  it.each([
    [{ title: 'x' }, 'title', 'Title must be at least 2 characters'],
    [{ title: 'x'.repeat(161) }, 'title', 'Title must be at most 160 characters'],
    [{ category: ' ' }, 'category', 'Category must be at least 2 characters'],
    [{ author: 'A' }, 'author', 'Author must be at least 2 characters'],
    [{ excerpt: 'x'.repeat(301) }, 'excerpt', 'Excerpt must be at most 300 characters'],
    [{ bodyMarkdown: 'x'.repeat(100_001) }, 'bodyMarkdown', 'Body must be at most 100,000 characters'],
    [{ seoTitle: 'x'.repeat(71) }, 'seoTitle', 'SEO title must be at most 70 characters'],
    [{ seoDescription: 'x'.repeat(161) }, 'seoDescription', 'SEO description must be at most 160 characters'],
    [{ slug: 'Bad Slug' }, 'slug', /lowercase letters, digits and single hyphens/],
    [{ title: '!!!', slug: '' }, 'slug', /no letters or digits/],
    [{ coverImage: 'javascript:alert(1)' }, 'coverImage', 'Cover image must start with https://, http:// or / (a path on this site)'],
    [{ coverImage: '//evil.example/x.png' }, 'coverImage', 'Cover image must start with https://, http:// or / (a path on this site)'],
    [{ publishAt: 'soon' }, 'publishAt', 'Enter a date and a time'],
  ] as const)('%j → %s', (change, field, message) => {
    const errors = validatePostForm({ ...valid, ...change });
    expect(Object.keys(errors)).toEqual([field]);
    expect(errors[field]).toMatch(message);
  });

  it.each(['/media/ab12.jpg', 'https://cdn.example.com/a.png', 'HTTP://x.io/a'])('accepts the cover %s', (coverImage) => {
    expect(validatePostForm({ ...valid, coverImage })).toEqual({});
  });
});

describe('toPostInput', () => {
  it('sends every field trimmed, no cover as null, and leaves an empty slug to the server', () => {
    expect(toPostInput({ ...valid, title: ' Hello Miami ', excerpt: ' Hi ' }, 'draft', ZONE)).toEqual({
      title: 'Hello Miami',
      excerpt: 'Hi',
      bodyMarkdown: '',
      category: 'News',
      author: 'Alex Rivera',
      coverImage: null,
      seoTitle: '',
      seoDescription: '',
      status: 'draft',
      publishedAt: null,
    });
  });

  it('publishes at the field’s time in the site’s zone, at the server’s now when it is empty or when asked', () => {
    const at = '2026-12-01T14:00';
    expect(toPostInput({ ...valid, publishAt: at }, 'publish', ZONE)).toMatchObject({
      status: 'published',
      publishedAt: '2026-12-01T05:00:00.000Z',
    });
    expect(toPostInput(valid, 'publish', ZONE)).toMatchObject({ status: 'published', publishedAt: null });
    expect(toPostInput({ ...valid, publishAt: at }, 'publishNow', ZONE)).toMatchObject({ publishedAt: null });
  });

  it('leaves out a time the admin did not change (the server keeps its seconds)', () => {
    const saved = { ...valid, publishAt: toZonedInput('2026-11-20T10:00:42Z', ZONE) };
    expect(toPostInput(saved, 'publish', ZONE, saved)).not.toHaveProperty('publishedAt');
    expect(toPostInput(saved, 'draft', ZONE, saved)).not.toHaveProperty('publishedAt');
    expect(toPostInput(saved, 'publishNow', ZONE, saved)).toHaveProperty('publishedAt', null);
    expect(toPostInput({ ...saved, publishAt: '' }, 'publish', ZONE, saved)).toHaveProperty('publishedAt', null);
  });
});

describe('formErrorsFromServer', () => {
  it('maps publishedAt to the time field and drops keys the form does not have', () => {
    expect(formErrorsFromServer({ title: 'Too short', publishedAt: 'Bad time', status: 'x' })).toEqual({
      title: 'Too short',
      publishAt: 'Bad time',
    });
  });
});
