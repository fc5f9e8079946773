/// <reference types="vitest/config" />
import preact from '@preact/preset-vite';
import tailwindcss from '@tailwindcss/vite';
import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';

/**
 * The app renders once the page's catalogue (src/i18n/catalogues/*.ts, a chunk each) is there, so
 * index.html asks for it beside the app's script instead of the app asking once it runs: a small
 * inline script preloads the catalogue of the page's <html lang>, which the server writes. It is
 * inline, not a file, because only the build knows the catalogues' hashed names (the server allows
 * it by its hash, as the theme's), and it comes before the style sheet, which would hold it back.
 */
function preloadCatalogue(): Plugin {
  return {
    name: 'preload-catalogue',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle }) {
        const files: Record<string, string> = {};
        for (const chunk of Object.values(bundle ?? {})) {
          const lang = chunk.type === 'chunk' && /[\\/]src[\\/]i18n[\\/]catalogues[\\/](\w+)\.ts$/.exec(chunk.facadeModuleId ?? '')?.[1];
          if (lang) files[lang] = `/${chunk.fileName}`;
        }
        const script =
          `<script>(function(m){var f=m[document.documentElement.lang];if(f){var l=document.createElement("link");` +
          `l.rel="modulepreload";l.href=f;document.head.appendChild(l)}})(${JSON.stringify(files)})</script>\n    `;
        const at = html.indexOf('<link rel="stylesheet"');
        if (at < 0) throw new Error('preload-catalogue: index.html has no style sheet to put the preload before');
        return html.slice(0, at) + script + html.slice(at);
      },
    },
  };
}

// The Rust binary embeds dist/ and serves it; hashed files live under dist/assets/.
export default defineConfig({
  // Tests never look at styles: without Tailwind, importing a screen's CSS costs Vitest nothing
  // (compiling the admin sheet took ~600 ms and made a router test time out now and then).
  plugins: [preact(), process.env.VITEST ? null : tailwindcss(), preloadCatalogue()],
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  build: {
    outDir: 'dist',
    assetsDir: 'assets',
    emptyOutDir: true,
    // Every browser we target supports <link rel="modulepreload">: skip the polyfill bytes.
    modulePreload: { polyfill: false },
    // What the first load needs is one file: left to itself, rolldown splits every module that a
    // lazy chunk shares with the entry into small chunks of their own, each compressed apart (the
    // home page's first-load JS grew 2 KB that way). Lazy chunks still hold only their own code,
    // but the blog's pages (its list, an article) share one: it was three requests after the
    // entry (the route, the data, the card), each a round trip on a phone's fresh connections.
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            { name: 'index', tags: ['$initial'], priority: 2 },
            { name: 'blog', test: /[\\/]src[\\/](app[\\/]routes[\\/]blog(-post)?\.tsx|features[\\/]blog[\\/])/, priority: 1 },
          ],
        },
      },
    },
  },
  server: {
    // `npm run dev` talks to a local `agency-site serve` for the API and the media library's files.
    proxy: { '/api': 'http://127.0.0.1:8080', '/media': 'http://127.0.0.1:8080' },
  },
  test: {
    environment: 'happy-dom',
    // Worker threads start faster than the default child processes: 111–130 s against 145 s for
    // the whole suite on the same loaded 2-core machine, the same tests passing.
    pool: 'threads',
    // Tests never fetch third-party scripts (the analytics tag): treat the skipped load as done
    // instead of printing a DOMException stack trace a reader takes for a failure.
    environmentOptions: { happyDOM: { settings: { handleDisabledFileLoadingAsSuccess: true } } },
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['src/testing/setup.ts'],
    restoreMocks: true,
    unstubGlobals: true,
  },
});
