// What the app needs before its first render: the page's language, which its address names among
// the site's languages, and that language's catalogue (a chunk of its own, fetched beside the app's
// script: index.html asks for it early). The app then renders once, in the page's words. The admin
// area speaks English whatever the site's languages (docs/DESIGN.md "HTTP contract, phase 3").
// A public page first keeps where the visit came from, for an inquiry it may lead to.

import { paths } from '@/config/paths';
import { loadSettings } from '@/features/site-data/site-data';
import { parseLanguages } from '@/i18n/languages';
import { setPageLanguage, startPageLanguage } from '@/i18n/page';
import { rememberVisitStart } from '@/lib/visit-start';

const isAdmin = (pathname: string) => pathname === paths.admin.root || pathname.startsWith(`${paths.admin.root}/`);

async function start(): Promise<void> {
  const { pathname } = window.location;
  if (isAdmin(pathname)) return setPageLanguage('en');
  rememberVisitStart();
  const settings = await loadSettings();
  await startPageLanguage(pathname, parseLanguages(settings.languages), settings.timeZone);
}

/** Sets the page's language up; a catalogue that did not arrive is asked for once more. */
export async function startPage(): Promise<void> {
  try {
    await start();
  } catch (error) {
    console.error('Failed to load the page language', error);
    await start();
  }
}
