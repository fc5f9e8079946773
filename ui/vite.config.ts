/// <reference types="vitest/config" />
import preact from '@preact/preset-vite';
import tailwindcss from '@tailwindcss/vite';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

// The Rust binary embeds dist/ and serves it; hashed files live under dist/assets/.
export default defineConfig({
  // Tests never look at styles: without Tailwind, importing a screen's CSS costs Vitest nothing
  // (compiling the admin sheet took ~600 ms and made a router test time out now and then).
  plugins: [preact(), process.env.VITEST ? null : tailwindcss()],
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
    // Tests never fetch third-party scripts (the analytics tag): treat the skipped load as done
    // instead of printing a DOMException stack trace a reader takes for a failure.
    environmentOptions: { happyDOM: { settings: { handleDisabledFileLoadingAsSuccess: true } } },
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['src/testing/setup.ts'],
    restoreMocks: true,
    unstubGlobals: true,
  },
});
