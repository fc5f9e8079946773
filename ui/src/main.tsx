// Entry point: theme first (no flash of the default colours), then the page's language, then the
// app, rendered once in the page's words. The fonts' @font-face rules (latin subset only) are in
// index.css; index.html preloads their files, the text face's at low priority: the script and the
// headline's face come first.

import './index.css';
import { render } from 'preact';
import { App } from '@/app/app';
import { startPage } from '@/app/start-page';
import { restoreSavedTheme } from '@/features/theme/apply-theme';
import { firstRender } from '@/lib/deferred-render';

restoreSavedTheme();

const root = document.getElementById('root');
if (root) void startPage().then(() => firstRender(() => render(<App />, root)));
