import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import { compression } from 'vite-plugin-compression2';
import { routeTreeConfig } from './codegen/routes.config.mjs';
import { leanDeps } from './codegen/vite-lean-deps.mjs';
import { bootPreloads } from './codegen/vite-boot-preloads.mjs';

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
    // ScrollArea and AppShell import (codegen/vite-lean-deps.mjs).
    leanDeps(),
    // What the entry preloads on a signed-in load (src/app/boot-preload.ts, boot-paths.ts): the
    // shell, and the resource list at the URL.
    bootPreloads({
      shell: ['src/app/shell/shell-layout.tsx', 'src/auth/session-lifecycle.tsx'],
      servers: ['src/features/servers/servers.page.tsx'],
      applications: ['src/features/applications/applications.page.tsx'],
      databases: ['src/features/databases/databases.page.tsx'],
      kubernetes: ['src/features/kubernetes/kubernetes.page.tsx'],
      desktops: ['src/features/desktops/desktops.page.tsx'],
    }),
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
