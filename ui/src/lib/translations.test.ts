import { describe, expect, it } from 'vitest';
import { ServiceInput, SITE_CONTENT_TRANSLATABLE, TestimonialInput } from './api-rules';
import { nativeLanguageName } from './language-names';
import {
  changedTexts,
  fieldStatus,
  matchesPattern,
  parseLanguages,
  readTranslationTarget,
  statesIn,
  tally,
  tallyText,
  textAt,
  textPaths,
  translationSearch,
  translationsIn,
  withTextAt,
} from './translations';

describe('the site’s languages', () => {
  it.each([
    ['en,es', { default: 'en', others: ['es'] }],
    [' es , EN ', { default: 'es', others: ['en'] }],
    ['en', { default: 'en', others: [] }],
    ['en,en', { default: 'en', others: [] }],
    ['english,es', { default: 'en', others: [] }],
    [undefined, { default: 'en', others: [] }],
  ])('%s reads as %j', (setting, expected) => {
    expect(parseLanguages(setting)).toEqual(expected);
  });

  it('are named in their own language where an editor picks one', () => {
    expect(nativeLanguageName('en')).toBe('English');
    expect(nativeLanguageName('es')).toBe('Español');
    expect(nativeLanguageName('fr')).toBe('Français');
    expect(nativeLanguageName('zz')).toBe('ZZ');
  });
});

describe('a translatable field’s status', () => {
  it.each([
    ['no translation of a text is missing', 'Hello', undefined, { status: 'missing' }],
    ['no translation of an empty text is nothing to do', ' ', undefined, { status: 'current' }],
    ['a translation written after its source is current', 'Hello', { translatedAt: '2026-01-01' }, { status: 'current' }],
    ['the shipped default copy is current', 'Hello', {}, { status: 'current' }],
    [
      'a translation whose source changed is out of date since then',
      'Hello',
      { translatedAt: '2026-01-01', outdatedSince: '2026-02-01' },
      { status: 'outdated', since: '2026-02-01' },
    ],
  ])('%s', (_name, source, state, expected) => {
    expect(fieldStatus(source, state)).toEqual(expected);
  });

  it('is tallied and said as a screen says it', () => {
    const counts = tally([{ status: 'missing' }, { status: 'current' }, { status: 'missing' }, { status: 'outdated', since: 'x' }]);
    expect(counts).toEqual({ missing: 2, outdated: 1 });
    expect(tallyText(counts)).toBe('2 missing, 1 out of date');
    expect(tallyText({ missing: 3, outdated: 0 })).toBe('3 missing');
    expect(tallyText({ missing: 0, outdated: 1 })).toBe('1 out of date');
    expect(tallyText({ missing: 0, outdated: 0 })).toBe('Nothing missing or out of date');
  });
});

describe('an item’s translations as the admin GETs carry them', () => {
  const item = {
    title: 'Reels',
    translations: { es: { title: 'Reels en español', position: 3 } },
    translationStates: { es: { title: { translatedAt: '2026-01-01' } } },
  };

  it('reads the texts and states of one language', () => {
    expect(translationsIn(item, 'es')).toEqual({ title: 'Reels en español' });
    expect(translationsIn(item, 'fr')).toEqual({});
    expect(translationsIn({}, 'es')).toEqual({});
    expect(statesIn(item.translationStates, 'es')).toEqual({ title: { translatedAt: '2026-01-01' } });
    expect(statesIn(undefined, 'es')).toEqual({});
  });

  it('a save sends the texts changed (trimmed, empty to remove) and those marked still right', () => {
    const base = { title: 'Hola', description: 'Texto' };
    expect(changedTexts(['title', 'description'], base, { title: ' Hola ', description: '' })).toEqual({ description: '' });
    expect(changedTexts(['title', 'description'], base, { title: 'Buenas', description: 'Texto' })).toEqual({ title: 'Buenas' });
    expect(changedTexts(['title', 'description'], base, base, new Set(['title']))).toEqual({ title: 'Hola' });
    expect(changedTexts(['title'], {}, {})).toEqual({});
  });

  it('which fields take one is each field’s rule, from the API document', () => {
    expect(ServiceInput.title.translatable).toBe(true);
    expect(ServiceInput.icon.translatable).toBe(false);
    expect(TestimonialInput.position.translatable).toBe(true);
    expect(TestimonialInput.name.translatable).toBe(false);
  });
});

describe('site-content paths', () => {
  const process = { heading: 'How we work', steps: [{ title: 'One', description: 'First' }, { title: 'Two', description: '' }], on: true };

  it('read and write a text through objects and lists', () => {
    expect(textAt(process, 'steps.1.title')).toBe('Two');
    expect(textAt(process, 'steps.5.title')).toBeUndefined();
    expect(textAt(process, 'on')).toBeUndefined();
    expect(textAt(['a', 'b'], '1')).toBe('b');
    const changed = withTextAt(process, 'steps.0.title', 'Uno');
    expect(changed.steps[0]!.title).toBe('Uno');
    expect(process.steps[0]!.title).toBe('One');
    expect(withTextAt(process, 'steps.9.title', 'x')).toEqual(process);
  });

  it('are matched against the translatable patterns', () => {
    expect(matchesPattern('steps.1.title', 'steps.*.title')).toBe(true);
    expect(matchesPattern('steps.x.title', 'steps.*.title')).toBe(false);
    expect(matchesPattern('steps.1', 'steps.*.title')).toBe(false);
    expect(textPaths(process, ['heading', 'steps.*.title'])).toEqual(['heading', 'steps.0.title', 'steps.1.title']);
  });

  it('the translatable ones come from the API document, through its references', () => {
    expect(SITE_CONTENT_TRANSLATABLE).toEqual(expect.arrayContaining(['hero.headline', 'hero.capabilities.*', 'process.steps.*.title', 'stats.*.label']));
    for (const same of ['hero.media', 'stats.*.value', 'about.founder.name', 'about.founder.photo', 'social.links.*.url']) {
      expect(SITE_CONTENT_TRANSLATABLE).not.toContain(same);
    }
  });
});

describe('an editor’s address', () => {
  it('says and reads a language, a tab or an item, and a field', () => {
    const search = translationSearch({ lang: 'es', tab: 'process', field: 'steps.1.title' });
    expect(search).toBe('?lang=es&tab=process&field=steps.1.title');
    expect(readTranslationTarget(search)).toEqual({ lang: 'es', tab: 'process', item: undefined, field: 'steps.1.title' });
    expect(readTranslationTarget('item=12&lang=es')).toMatchObject({ item: 12, lang: 'es' });
    expect(readTranslationTarget('item=-1')).toMatchObject({ item: undefined });
    expect(translationSearch({})).toBe('');
  });
});
