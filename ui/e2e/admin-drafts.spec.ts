// Drafts that cannot destroy (issue #29, part 2), through the browser: a browser profile keeps an
// unsaved change of a case study; meanwhile another editor gives the case study a gallery and a
// video. Back in the first profile, the kept change is offered (not put in the form), compared
// field by field with the case study as stored; restored and saved, it changes only what it
// changed: the gallery and the video stay. The same for an article whose cover was added since.

import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { asSuperAdmin, createProject, expectNoSeriousA11yViolations, signedIn as test, toastWith, unique, uploadPhoto } from './admin-support';

interface Study {
  client: string;
  gallery: string[];
  video: string | null;
  version: number;
}

async function putStudy(request: APIRequestContext, projectId: number, data: Record<string, unknown>): Promise<Study> {
  const response = await request.put(`/api/projects/${projectId}/case-study`, { headers: await asSuperAdmin(request), data });
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { caseStudy: Study }).caseStudy;
}

async function storedStudy(request: APIRequestContext, projectId: number): Promise<Study> {
  const response = await request.get(`/api/projects/${projectId}/case-study`, { headers: await asSuperAdmin(request) });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { caseStudy: Study }).caseStudy;
}

/** Waits until this browser has kept the draft under `key` with `text` in it. */
async function keptDraft(page: Page, key: string, text: string) {
  await expect.poll(() => page.evaluate((k) => localStorage.getItem(k) ?? '', key), { timeout: 5_000 }).toContain(text);
}

test('a stale draft of a case study, restored after a gallery and a video were added, keeps them when saved', async ({ page, request }) => {
  test.setTimeout(90_000);
  const project = await createProject(request, unique('E2E Draft case'));
  await putStudy(request, project.id, { client: 'Loaded client', bodyMarkdown: 'The loaded story.', status: 'draft' });
  const editor = `/admin/projects/${project.id}/case-study`;

  // This profile changes the client, and leaves without saving: the change is kept here.
  await page.goto(editor);
  await expect(page.getByRole('textbox', { name: /^Client/ })).toHaveValue('Loaded client');
  await page.getByRole('textbox', { name: /^Client/ }).fill('Client from the stale profile');
  await keptDraft(page, `caseStudyDraft:${project.id}`, 'Client from the stale profile');
  const context = page.context();
  await page.close();

  // Meanwhile another editor adds a gallery and a video.
  const helper = await context.newPage();
  await helper.goto('/robots.txt');
  const photos = [await uploadPhoto(helper, request, unique('E2E draft shot')), await uploadPhoto(helper, request, unique('E2E draft shot'))];
  await helper.close();
  const gallery = photos.map((photo) => photo.url);
  const video = 'https://videos.example.com/e2e-reel.mp4';
  const since = await putStudy(request, project.id, { gallery, video });

  // Back in this profile: the kept change is offered, not applied, and compared field by field.
  const back = await context.newPage();
  await back.goto(editor);
  const notice = back.getByRole('region', { name: /^You have unsaved changes from / });
  await expect(notice).toBeVisible();
  await expect(notice).toContainText('was saved since they were made');
  const rows = notice.getByRole('list', { name: 'Unsaved changes' }).getByRole('listitem');
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText('Client');
  await expect(rows.first()).toContainText('Loaded client');
  await expect(rows.first()).toContainText('Client from the stale profile');
  await expect(back.getByRole('textbox', { name: /^Client/ })).toHaveValue('Loaded client');
  await expect(back.getByRole('list', { name: 'Gallery images' }).getByRole('listitem')).toHaveCount(2);
  await expectNoSeriousA11yViolations(back);

  await notice.getByRole('button', { name: 'Restore them' }).click();
  await expect(notice).toBeHidden();
  await expect(back.getByRole('textbox', { name: /^Client/ })).toHaveValue('Client from the stale profile');
  await expect(back.getByRole('list', { name: 'Gallery images' }).getByRole('listitem')).toHaveCount(2);
  await expect(back.getByRole('textbox', { name: /^Video/ })).toHaveValue(video);

  await back.getByRole('button', { name: 'Save draft' }).click();
  await expect(toastWith(back, 'Draft saved')).toBeVisible();
  const stored = await storedStudy(request, project.id);
  expect(stored).toMatchObject({ client: 'Client from the stale profile', gallery, video, version: since.version + 1 });
});

test('a stale draft of an article, restored after a cover was added, keeps the cover when saved', async ({ page, request }) => {
  test.setTimeout(60_000);
  const title = unique('E2E Draft post');
  const created = await request.post('/api/posts', {
    headers: await asSuperAdmin(request),
    data: { title, category: 'E2E', author: 'E2E Tester', bodyMarkdown: 'The loaded body.' },
  });
  expect(created.status()).toBe(201);
  const post = ((await created.json()) as { post: { id: number; slug: string } }).post;

  await page.goto(`/admin/blog-posts/edit/${post.slug}`);
  await page.getByRole('textbox', { name: 'Body' }).fill('A body written in the stale profile.');
  await keptDraft(page, `postDraft:${post.id}`, 'A body written in the stale profile.');
  const context = page.context();
  await page.close();

  const cover = await (async () => {
    const helper = await context.newPage();
    await helper.goto('/robots.txt');
    const photo = await uploadPhoto(helper, request, unique('E2E cover'));
    await helper.close();
    return photo.url;
  })();
  const patched = await request.patch(`/api/posts/${post.id}`, { headers: await asSuperAdmin(request), data: { coverImage: cover } });
  expect(patched.status()).toBe(200);

  const back = await context.newPage();
  await back.goto(`/admin/blog-posts/edit/${post.slug}`);
  const notice = back.getByRole('region', { name: /^You have unsaved changes from / });
  await expect(notice.getByRole('list', { name: 'Unsaved changes' }).getByRole('listitem')).toHaveCount(1);
  await expect(notice).toContainText('Body');
  await notice.getByRole('button', { name: 'Restore them' }).click();
  await back.getByRole('button', { name: 'Save draft' }).click();
  await expect(toastWith(back, 'Draft saved')).toBeVisible();

  const response = await request.get(`/api/posts/${post.id}`, { headers: await asSuperAdmin(request) });
  const stored = ((await response.json()) as { post: { bodyMarkdown: string; coverImage: string | null } }).post;
  expect(stored).toMatchObject({ bodyMarkdown: 'A body written in the stale profile.', coverImage: cover });
});
