// Entry point: theme first (no flash of the default colours), then the app. The fonts'
// @font-face rules (latin subset only) are in index.css; index.html preloads their files, the text
// face's at low priority: the script and the headline's face come first.

import './index.css';
import { render } from 'preact';
import { App } from '@/app/app';
import { restoreSavedTheme } from '@/features/theme/apply-theme';

restoreSavedTheme();

const root = document.getElementById('root');
if (root) render(<App />, root);
