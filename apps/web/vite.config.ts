import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

/** The API server the dev server forwards to (`npm start` listens on 8080; HUB_API_PORT moves it). */
const apiTarget = `http://localhost:${process.env.HUB_API_PORT ?? '8080'}`;
const proxy = {
  '/api': { target: apiTarget, changeOrigin: false },
  '/docs': { target: apiTarget, changeOrigin: false },
  '/static/uploads': { target: apiTarget, changeOrigin: false },
};

export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  plugins: [react()],
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  server: { port: Number(process.env.HUB_WEB_PORT ?? 5173), proxy },
  preview: { proxy },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // Logos are files, not data: URLs, so the server's CSP can keep img-src to 'self'.
    assetsInlineLimit: 0,
    // Mantine and React make one vendor chunk of about 600 kB before gzip.
    chunkSizeWarningLimit: 1000,
  },
  test: {
    setupFiles: ['./src/test/setup.ts'],
  },
});
