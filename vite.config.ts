import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import { compression } from 'vite-plugin-compression2';
import { routeTreeConfig } from './codegen/routes.config.mjs';
import { leanDeps } from './build/vite-lean-deps.mjs';
import { bootPreloads } from './build/vite-boot-preloads.mjs';
import { bootChunks } from './build/vite-boot-chunks.mjs';
import { inlineEntryCss } from './build/vite-inline-entry-css.mjs';

// The console is served under /web; assets under /web/app/ as the real proxy serves them.
export default defineConfig({
  base: '/web/',
  // `@/x` is src/x (tsconfig.json `paths`); the layer rule (eslint/architecture.js) resolves it too.
  resolve: { alias: { '@/': fileURLToPath(new URL('./src/', import.meta.url)) } },
  plugins: [
    // The route tree is regenerated from src/app/routes/ on change (the same file `npm run gen`
    // writes); the router plugin must come before react().
    tanstackRouter(routeTreeConfig),
    react(),
    // Small stand-ins for the slivers of floating-ui and react-remove-scroll that Mantine's
    // ScrollArea and AppShell import (build/vite-lean-deps.mjs).
    leanDeps(),
    // What the entry preloads on a signed-in load (src/app/boot-preload.ts, boot-paths.ts): the
    // shell, and the resource list at the URL; the banners when the boot finds alerts.
    bootPreloads({
      shell: ['src/app/shell/shell-layout.tsx', 'src/auth/session-lifecycle.tsx'],
      servers: ['src/features/servers/servers.page.tsx'],
      applications: ['src/features/applications/applications.page.tsx'],
      databases: ['src/features/databases/databases.page.tsx'],
      kubernetes: ['src/features/kubernetes/kubernetes.page.tsx'],
      desktops: ['src/features/desktops/desktops.page.tsx'],
      // The cluster alerts' banners, when the boot's answer has some (shell-boot.ts).
      banners: ['src/app/shell/banner-stack.tsx'],
    }),
    // The code of a signed-in first load in a few chunks rather than dozens of small ones (the app
    // chunk's, the shell's, the resource lists'), each module only where every lazy chunk that
    // needs it loads that chunk anyway: the full-screen pages do not load the shell's.
    bootChunks([
      { name: 'app', sources: ['src/app/app-root.tsx', 'src/app/boot-start.ts'] },
      {
        name: 'shell',
        sources: ['src/app/shell/shell-boot.ts', 'src/app/shell/shell-layout.tsx', 'src/auth/session-lifecycle.tsx'],
        // The pages of the routes under the shell's layout route show inside it.
        pages: /[\\/]src[\\/]app[\\/]routes[\\/]_authed[\\/]_shell[\\/]/,
      },
      // Pages that need a quarter of the resource lists' code load it all.
      { name: 'list', sources: ['src/features/servers/servers.page.tsx'], share: 0.25 },
      // What those need and other pages too (Mantine's inputs, tables), for the pages that need a quarter of it.
      { name: 'ui', leftovers: true, share: 0.25 },
    ]),
    // The entry's stylesheet (the sign-in screen's) inside index.html rather than a file the first
    // paint and the entry wait for (build/vite-inline-entry-css.mjs).
    inlineEntryCss(),
    // Precompressed .gz and .br twins of the assets, which the gateway serves (mocks/gateway/static.mjs).
    // Not index.html: the gateway fills it in per request.
    compression({
      include: /\.(js|mjs|css|json|svg|txt|map|wasm)$/,
      threshold: 1024,
      algorithms: ['gzip', 'brotliCompress'],
      logLevel: 'silent',
    }),
  ],
  build: {
    outDir: 'dist',
    assetsDir: 'app',
    target: 'es2022',
    sourcemap: false,
    reportCompressedSize: false,
    rolldownOptions: {
      output: {
        // Seven hash characters rather than eight (the fewest the bundler takes for this many chunks): the app chunk lists every lazy
        // chunk's file for its preloads, and hashes do not compress (~0.3 KB of the first load).
        entryFileNames: 'app/[name]-[hash:7].js',
        chunkFileNames: 'app/[name]-[hash:7].js',
        assetFileNames: 'app/[name]-[hash:7][extname]',
        codeSplitting: {
          // The entry and everything it imports statically in one file: the sign-in page's JS is
          // one request, not four (the bundler would give the modules the app chunk shares with
          // the entry chunks of their own); the app's chunks import them from the entry's file.
          groups: [{ name: 'entry', tags: ['$initial'] }],
        },
      },
    },
  },
  server: {
    // `npm run dev`: Vite's dev server in front of the embedded stack (see README).
    port: Number(process.env.VITE_PORT ?? 5173),
    proxy: {
      '/v1': { target: process.env.STACK_URL ?? 'http://127.0.0.1:3080', ws: true, changeOrigin: true },
      '/web/config.js': { target: process.env.STACK_URL ?? 'http://127.0.0.1:3080', changeOrigin: true },
    },
  },
});
