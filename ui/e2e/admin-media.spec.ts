// The media library (docs/DESIGN.md, "Media") through the browser: a photo made in the page is uploaded
// with its alt text, chosen for a project in the Projects form, shown on the home page as a
// <picture> of WebP variants (and in the Projects table from its smallest variant), refused
// deletion while the project uses it, and deleted once it does not. A small MP4 uploaded from the
// Projects form's picker becomes a project's picture and a muted <video> on the home page. Names
// are unique; nothing assumes what else the library holds.

import { randomBytes } from 'node:crypto';
import { expect, type Page, test } from '@playwright/test';
import { expectNoSeriousA11yViolations, openHome, rowWith, toastWith, unique } from './admin-support';
import { loginAs } from './support';

const PHOTO = { width: 1600, height: 1000 };

/** A photo-like JPEG drawn on a canvas in the page (gradients and noise, different every call). */
async function makePhoto(page: Page, { width, height } = PHOTO): Promise<Buffer> {
  const dataUrl = await page.evaluate(
    ([w, h]) => {
      const canvas = document.createElement('canvas');
      canvas.width = w;
      canvas.height = h;
      const ctx = canvas.getContext('2d')!;
      const sky = ctx.createLinearGradient(0, 0, 0, h);
      sky.addColorStop(0, `hsl(${20 + Math.random() * 30} 80% 60%)`);
      sky.addColorStop(1, `hsl(${200 + Math.random() * 30} 60% 30%)`);
      ctx.fillStyle = sky;
      ctx.fillRect(0, 0, w, h);
      for (let i = 0; i < 40; i++) {
        ctx.fillStyle = `hsl(${Math.random() * 360} 60% 50% / 0.35)`;
        ctx.beginPath();
        ctx.arc(Math.random() * w, Math.random() * h, 20 + Math.random() * 200, 0, Math.PI * 2);
        ctx.fill();
      }
      // Grain, as a camera gives it: JPEG has real detail to keep.
      const pixels = ctx.getImageData(0, 0, w, h);
      const data = pixels.data;
      for (let i = 0; i < data.length; i += 4) {
        const n = (Math.random() - 0.5) * 24;
        for (let c = i; c < i + 3; c++) data[c] = data[c]! + n;
      }
      ctx.putImageData(pixels, 0, 0);
      return canvas.toDataURL('image/jpeg', 0.85);
    },
    [width, height] as const,
  );
  return Buffer.from(dataUrl.split(',')[1]!, 'base64');
}

/** The first bytes of a 64 × 64 PNG (signature and IHDR): a file that says PNG and is not one. */
function brokenPng(): Buffer {
  const ihdr = Buffer.from('0000000d49484452000000400000004008060000', 'hex');
  return Buffer.concat([Buffer.from('89504e470d0a1a0a', 'hex'), ihdr, Buffer.from('aaaaaaaa', 'hex')]);
}

/** A minimal MP4 the server takes as web-ready H.264 (tests/support/images.rs `mp4`): ftyp, a moov
 * with one video track whose sample entry is avc1 at `width` × `height` and that lists one frame, and random media data
 * (new bytes every call: the library would answer an earlier upload of the same ones). Browsers
 * cannot play it; the pages only have to draw it. */
function tinyMp4(width = 640, height = 360): Buffer {
  const box = (kind: string, ...body: Buffer[]) => {
    const data = Buffer.concat(body);
    const head = Buffer.alloc(8);
    head.writeUInt32BE(data.length + 8);
    head.write(kind, 4, 'latin1');
    return Buffer.concat([head, data]);
  };
  // A visual sample entry: 6 reserved, data reference (2), 16 predefined, width, height, 50 more.
  const entry = Buffer.alloc(24 + 4 + 50);
  entry.writeUInt16BE(width, 24);
  entry.writeUInt16BE(height, 26);
  const stsd = box('stsd', Buffer.from([0, 0, 0, 0, 0, 0, 0, 1]), box('avc1', entry));
  const hdlr = box('hdlr', Buffer.alloc(8), Buffer.from('vide'), Buffer.alloc(13));
  // One frame listed (version and flags, sample size, count): a track without frames is refused.
  const stsz = box('stsz', Buffer.from([0, 0, 0, 0, 0, 0, 0, 1, 0, 0, 0, 1]));
  const moov = box('moov', box('trak', box('mdia', hdlr, box('minf', box('stbl', stsd, stsz)))));
  return Buffer.concat([box('ftyp', Buffer.from('isom\0\0\x02\0isomavc1', 'latin1')), moov, box('mdat', randomBytes(4096))]);
}

/** Picks files with the zone's "Choose files" button, as a person would. */
async function chooseFiles(page: Page, scope: ReturnType<Page['locator']> | Page, files: { name: string; mimeType: string; buffer: Buffer }[]) {
  const chooser = page.waitForEvent('filechooser');
  await scope.getByRole('button', { name: /^Choose (files|a file)$/ }).click();
  await (await chooser).setFiles(files);
}

/** The library tile of the item with this alt text, found through the search. */
async function findInLibrary(page: Page, alt: string) {
  await page.getByLabel('Search').fill(alt);
  return page.getByRole('button', { name: new RegExp(`^Open .+: ${alt}$`) });
}

test('a photo goes from upload to a project on the home page, and is deleted only once unused', async ({ page }) => {
  test.setTimeout(90_000);
  const name = `${unique('e2e-beach').replace(/\s+/g, '-')}.jpg`;
  const alt = unique('E2E sunset on South Beach');
  const title = unique('E2E Media Project');
  await loginAs(page);

  // Upload, with the alt text the row guessed replaced by a real one.
  await page.goto('/admin/media');
  await expect(page.getByRole('heading', { level: 1, name: 'Media Library' })).toBeVisible();
  await chooseFiles(page, page, [{ name, mimeType: 'image/jpeg', buffer: await makePhoto(page) }]);
  const altField = page.getByLabel(`Alt text of ${name}`);
  await expect(altField).toHaveValue(/^E2e beach /);
  await altField.fill(alt);
  await page.getByRole('button', { name: 'Upload 1 file' }).click();
  await expect(toastWith(page, 'Uploaded')).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole('status').filter({ hasText: `${name} uploaded.` })).toBeVisible();

  const tile = await findInLibrary(page, alt);
  await expect(tile).toBeVisible();
  await expect(tile).toContainText(`${PHOTO.width} × ${PHOTO.height}`);
  await expect(tile.locator('img')).toHaveAttribute('src', /^\/media\/.+-480\.webp$/);

  // Choose it for a new project in the Projects form.
  await page.goto('/admin/projects');
  await page.getByRole('button', { name: 'Add Project' }).click();
  const form = page.getByRole('dialog', { name: 'Add Project' });
  await form.getByLabel('Title').fill(title);
  await form.getByLabel('Category').fill('UGC');
  await form.getByLabel('Description').fill('A project whose image comes from the media library.');
  await form.getByRole('button', { name: 'Choose from library' }).click();
  const picker = page.getByRole('dialog', { name: 'Choose from the library' });
  await expect(picker.getByLabel('Search')).toBeFocused();
  await picker.getByLabel('Search').fill(alt);
  await picker.getByRole('button', { name: `Choose ${name}: ${alt}` }).click();
  await expect(picker).toBeHidden();
  await expect(form.getByLabel('Image URL')).toHaveValue(/^\/media\/[0-9a-f]+\.jpe?g$/);
  const url = await form.getByLabel('Image URL').inputValue();
  await expect(form.getByText(alt)).toBeVisible();
  await form.getByRole('button', { name: 'Create Project' }).click();
  await expect(toastWith(page, 'Project created')).toBeVisible();

  // The table draws it from its smallest variant, at that variant's size, not the original.
  const thumb = rowWith(page, title).locator('img');
  await expect(thumb).toHaveAttribute('src', /^\/media\/.+-480\.webp$/);
  await expect(thumb).toHaveAttribute('width', '480');
  await expect(thumb).toHaveAttribute('height', String(Math.round((480 * PHOTO.height) / PHOTO.width)));
  await expect(thumb).toHaveAttribute('loading', 'lazy');

  // The home page draws it as a <picture> of WebP variants with the photo's own size.
  await openHome(page);
  const image = page.locator('#work').getByRole('img', { name: `${title}: UGC` });
  await image.scrollIntoViewIfNeeded();
  await expect(image).toHaveAttribute('src', url);
  await expect(image).toHaveAttribute('width', String(PHOTO.width));
  await expect(image).toHaveAttribute('height', String(PHOTO.height));
  const picture = image.locator('xpath=..');
  await expect(picture).toHaveJSProperty('tagName', 'PICTURE');
  const source = picture.locator('source[type="image/webp"]');
  await expect(source).toHaveAttribute('srcset', /\/media\/\S+-480\.webp 480w, .* 960w/);
  // The browser fetched a variant, not the original.
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.currentSrc)).toMatch(/\.webp$/);

  // Deleting it is refused while the project uses it, and the refusal says where to go.
  await page.goto('/admin/media');
  await (await findInLibrary(page, alt)).click();
  const details = page.getByRole('dialog', { name });
  await expect(details.getByLabel('Alt text')).toBeFocused();
  await expect(details.getByRole('link', { name: `Project “${title}”` })).toBeVisible();
  await details.getByRole('button', { name: 'Delete' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
  const refusal = details.getByRole('alert');
  await expect(refusal).toContainText(`Project “${title}”`);
  await expect(refusal.getByRole('link', { name: `Project “${title}”` })).toHaveAttribute('href', '/admin/projects');

  // Take it out of the project; then it can go.
  await refusal.getByRole('link', { name: `Project “${title}”` }).click();
  await expect(page).toHaveURL(/\/admin\/projects$/);
  await rowWith(page, title).getByRole('button', { name: `Edit ${title}` }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Project' });
  await edit.getByLabel('Image URL').fill('/images/work/lumeira-skin.svg');
  await edit.getByRole('button', { name: 'Save Changes' }).click();
  await expect(toastWith(page, 'Project updated')).toBeVisible();

  await page.goto('/admin/media');
  await (await findInLibrary(page, alt)).click();
  await expect(details.getByText('Nothing on the site uses it yet.')).toBeVisible();
  await details.getByRole('button', { name: 'Delete' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
  await expect(toastWith(page, 'Media deleted')).toBeVisible();
  await expect(page.getByText(`Nothing matches “${alt}”.`)).toBeVisible();
  expect((await page.request.get(url)).status()).toBe(404);
});

test('a video uploaded from the Projects form is the project’s picture and a muted loop on the home page', async ({ page }) => {
  test.setTimeout(90_000);
  const name = `${unique('e2e-reel').replace(/\s+/g, '-')}.mp4`;
  const alt = unique('E2E coffee poured in slow motion');
  const title = unique('E2E Video Project');
  await loginAs(page);

  await page.goto('/admin/projects');
  await page.getByRole('button', { name: 'Add Project' }).click();
  const form = page.getByRole('dialog', { name: 'Add Project' });
  await form.getByLabel('Title').fill(title);
  await form.getByLabel('Category').fill('Reels');
  await form.getByLabel('Description').fill('A project whose picture is a video from the library.');

  // A project's picker offers videos too, and takes an MP4 upload as the pick.
  await form.getByRole('button', { name: 'Choose from library' }).click();
  const picker = page.getByRole('dialog', { name: 'Choose from the library' });
  await expect(picker.getByLabel('Show')).toHaveValue('all');
  await expect(picker.locator('input[type="file"]')).toHaveAttribute('accept', /video\/mp4/);
  await chooseFiles(page, picker, [{ name, mimeType: 'video/mp4', buffer: tinyMp4() }]);
  await picker.getByLabel(`Alt text of ${name}`).fill(alt);
  await picker.getByRole('button', { name: 'Upload 1 file' }).click();
  await expect(picker).toBeHidden({ timeout: 20_000 });
  await expect(form.getByLabel('Image URL')).toHaveValue(/^\/media\/[0-9a-f]+\.mp4$/);
  const url = await form.getByLabel('Image URL').inputValue();
  // Previewed as a video (no poster yet: a film mark), never as a broken <img> of the MP4.
  await expect(form.getByText(alt)).toBeVisible();
  await expect(form.getByText(/Video · 640 × 360 ·/)).toBeVisible();
  await expect(form.locator(`img[src="${url}"]`)).toHaveCount(0);
  await form.getByRole('button', { name: 'Create Project' }).click();
  await expect(toastWith(page, 'Project created')).toBeVisible();
  await expect(rowWith(page, title).locator(`img[src="${url}"]`)).toHaveCount(0);

  // Visitors get a muted, looping <video> that waits for Play under reduced motion.
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await openHome(page);
  const video = page.locator('#work').locator(`video[aria-label="${title}: Reels"]`);
  await video.scrollIntoViewIfNeeded();
  await expect(video).toBeVisible();
  await expect(video).toHaveJSProperty('muted', true);
  await expect(video).toHaveJSProperty('loop', true);
  await expect(video).toHaveAttribute('width', '640');
  await expect(video.locator('source')).toHaveAttribute('src', url);
  await expect(video.locator('source')).toHaveAttribute('type', 'video/mp4');
  await expect(page.locator('#work').getByRole('button', { name: `Play video: ${title}: Reels` })).toBeVisible();
  await expect(video).toHaveJSProperty('paused', true);

  // Leave the home page as it was.
  await page.goto('/admin/projects');
  await rowWith(page, title).getByRole('button', { name: `Delete ${title}` }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
  await expect(toastWith(page, 'Project deleted')).toBeVisible();
});

test("a damaged file gets the server's refusal on its own row, the others upload", async ({ page }) => {
  const good = `${unique('e2e-good').replace(/\s+/g, '-')}.jpg`;
  const broken = `${unique('e2e-broken').replace(/\s+/g, '-')}.png`;
  await loginAs(page);
  await page.goto('/admin/media');
  const photo = await makePhoto(page, { width: 640, height: 400 });
  await chooseFiles(page, page, [
    { name: good, mimeType: 'image/jpeg', buffer: photo },
    // A PNG signature and header, then noise where the image data should be.
    { name: broken, mimeType: 'image/png', buffer: Buffer.concat([brokenPng(), photo.subarray(0, 512)]) },
  ]);
  await page.getByRole('button', { name: 'Upload 2 files' }).click();

  await expect(page.getByLabel(`Alt text of ${good}`)).toHaveCount(0, { timeout: 20_000 });
  const row = page.getByRole('listitem').filter({ has: page.getByLabel(`Alt text of ${broken}`) });
  await expect(row.locator('.text-danger')).not.toBeEmpty();
  await expect(row.getByRole('button', { name: `Retry ${broken}` })).toBeVisible();
  await row.getByRole('button', { name: `Remove ${broken}` }).click();
  await expect(page.getByLabel(`Alt text of ${broken}`)).toHaveCount(0);
});

test('axe: the Media Library screen, its upload rows, an item and the picker', async ({ page }) => {
  test.setTimeout(60_000);
  await loginAs(page);
  await page.goto('/admin/media');
  await expect(page.getByRole('heading', { level: 1, name: 'Media Library' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  await expectNoSeriousA11yViolations(page);

  await chooseFiles(page, page, [{ name: 'queued.jpg', mimeType: 'image/jpeg', buffer: await makePhoto(page, { width: 320, height: 200 }) }]);
  await expect(page.getByLabel('Alt text of queued.jpg')).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // The site's own drawings are in a fresh library: open the first item.
  await page.getByRole('button', { name: /^Open / }).first().click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.keyboard.press('Escape');

  await page.goto('/admin/projects');
  await page.getByRole('button', { name: 'Add Project' }).click();
  await page.getByRole('button', { name: 'Choose from library' }).click();
  await expect(page.getByRole('dialog', { name: 'Choose from the library' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  await expectNoSeriousA11yViolations(page);

  await page.setViewportSize({ width: 390, height: 844 });
  await expectNoSeriousA11yViolations(page);
});
