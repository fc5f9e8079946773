// Entry point: theme first (no flash of the default colours), then the app.

import '@fontsource-variable/space-grotesk/wght.css';
import './index.css';
import { render } from 'preact';
import { App } from '@/app/app';
import { restoreSavedTheme } from '@/features/theme/apply-theme';

restoreSavedTheme();

const root = document.getElementById('root');
if (root) render(<App />, root);
