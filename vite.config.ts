import path from 'node:path';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import type { Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';

const apiPort = Number(process.env.API_PORT ?? 8081);

/** Writes auth.html and home-{nivel}.html after the client build, before the worker's precache list. */
function prerenderPages(): Plugin {
  let outDir = 'dist';
  let ssr = false;
  return {
    name: 'opositor-prerender',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
      ssr = Boolean(config.build.ssr);
    },
    closeBundle: {
      order: 'pre',
      sequential: true,
      async handler() {
        if (ssr) return;
        const { prerender } = await import('./scripts/prerender');
        await prerender(outDir);
      },
    },
  };
}

export default defineConfig({
  plugins: [
    react(),
    tailwindcss(),
    prerenderPages(),
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'sw',
      filename: 'sw.ts',
      registerType: 'prompt',
      injectRegister: false,
      injectManifest: {
        globPatterns: ['**/*.{js,css,html,svg,png,webmanifest}'],
        // The prerendered pages are for a first visit over the network; the worker serves the
        // app's index.html to every navigation.
        globIgnores: ['auth.html', 'home-*.html'],
      },
      devOptions: { enabled: false },
      manifest: {
        name: 'Opositor — Prepara tus oposiciones',
        short_name: 'Opositor',
        description:
          'Tests, simulacros cronometrados y estadísticas para preparar oposiciones, también sin conexión.',
        lang: 'es',
        dir: 'ltr',
        start_url: '/',
        scope: '/',
        display: 'standalone',
        orientation: 'portrait',
        theme_color: '#1d4ed8',
        background_color: '#f8fafc',
        categories: ['education'],
        icons: [
          { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' },
          { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png' },
          {
            src: '/icons/maskable-512.png',
            sizes: '512x512',
            type: 'image/png',
            purpose: 'maskable',
          },
        ],
      },
    }),
  ],
  resolve: { alias: { '@': path.resolve(import.meta.dirname, 'src') } },
  server: {
    port: Number(process.env.PORT ?? 5173),
    proxy: { '/api': `http://127.0.0.1:${apiPort}` },
  },
  build: {
    outDir: 'dist',
    sourcemap: true,
    // Read by the bundle budget check (bench/bundle-size.ts); not precached by the worker.
    manifest: true,
    // No preload helper in dynamic imports: appending its <link rel="modulepreload"> tags cost
    // 100–200 ms of main thread on a throttled phone (Lighthouse, issue 12). index.html announces
    // the app's chunks itself (scripts/prerender.ts); a prerendered page needs none of them to be
    // seen; later screens come from the worker's precache, where a round trip costs nothing.
    modulePreload: false,
    rolldownOptions: {
      // The shared contract only declares schemas and constants: a screen that imports one of
      // them must not pull every other schema into its chunk. Its zod.ts sets zod's Spanish
      // locale on import, so that one module keeps its side effects.
      treeshake: {
        moduleSideEffects: (id: string) =>
          !/[\\/]src[\\/]core[\\/]contract[\\/](?!zod\.ts)/.test(id),
      },
    },
  },
});
