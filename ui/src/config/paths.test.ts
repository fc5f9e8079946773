import { describe, expect, it } from 'vitest';
import { isProtectedAdminPath } from './paths';

describe('isProtectedAdminPath', () => {
  it.each([
    ['/admin/dashboard', true],
    ['/admin/services', true],
    ['/admin/media', true],
    ['/admin/blog-posts/new', true],
    ['/admin/blog-posts/edit/hello-miami', true],
    ['/admin/projects/12/case-study', true],
    ['/admin/users/', true],
    ['/admin/anything-else', true],
    ['/admin', false],
    ['/admin/', false],
    ['/admin/login', false],
    ['/admin/register', false],
    ['/', false],
    ['/blog', false],
    ['/work/brickell-bistro', false],
    ['/administrator', false],
  ])('%s -> %s', (path, expected) => {
    expect(isProtectedAdminPath(path)).toBe(expected);
  });
});
