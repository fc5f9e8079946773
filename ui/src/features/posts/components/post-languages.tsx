// An article in each language the site speaks: a language switch beside the editor's title turns
// it from the default language's form (editor-form.tsx) to a translation's (translation-form.tsx),
// with what is left to translate there. The language is the address's (`?lang=es`, `&field=` to
// focus one field: a link from the Translations overview), so a reload stays in it. Both forms
// work on the newest post either saved; the switch waits while one holds unsaved changes.

import { useState } from 'react';
import { useLocation, useSearch } from 'wouter';
import { EditorLoading } from '@/components/editor/editor-load-state';
import { EditorLanguageBar } from '@/components/translation/editor-language-bar';
import type { HistoryControl } from '@/components/ui/history-slot';
import type { MediaInput, MediaPicker } from '@/components/ui/media-slots';
import { readTranslationTarget, translationSearch } from '@/lib/translations';
import { useSiteLanguages } from '@/lib/use-site-languages';
import type { Post } from '@/types/posts';
import { translationStatuses } from '../post-translation';
import { EditorForm, type SiteInfo } from './editor-form';
import { TranslationForm } from './translation-form';

export interface EditorProps {
  site: SiteInfo;
  imageInput: MediaInput;
  imagePicker: MediaPicker;
  history?: HistoryControl;
}

export function PostLanguages({ post: loaded, ...props }: EditorProps & { post: Post }) {
  const languages = useSiteLanguages();
  const [location, navigate] = useLocation();
  const target = readTranslationTarget(useSearch());
  const [post, setPost] = useState(loaded);
  const [dirty, setDirty] = useState(false);
  if (languages.pending && target.lang) return <EditorLoading title="Edit post" label="Loading the site’s languages" />;
  const lang = target.lang && languages.others.includes(target.lang) ? target.lang : undefined;

  function switchTo(next: string) {
    setDirty(false);
    navigate(location + translationSearch({ lang: next === languages.default ? undefined : next }), { replace: true });
  }

  const bar = languages.others.length > 0 && (
    <EditorLanguageBar
      languages={languages}
      lang={lang}
      statuses={() => translationStatuses(post, lang ?? languages.default).map((s) => s.status)}
      dirty={dirty}
      onChange={switchTo}
    />
  );

  return lang ? (
    <TranslationForm
      key={lang}
      post={post}
      lang={lang}
      defaultLang={languages.default}
      site={props.site}
      imagePicker={props.imagePicker}
      focus={target.field}
      languageBar={bar}
      onChanged={setPost}
      onDirtyChange={setDirty}
    />
  ) : (
    <EditorForm post={post} {...props} languageBar={bar} onChanged={setPost} onDirtyChange={setDirty} />
  );
}
