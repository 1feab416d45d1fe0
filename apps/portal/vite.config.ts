import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// The API process serves dist/ at / in production; in development Vite proxies /api to it.
export default defineConfig({
  plugins: [react()],
  base: '/',
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
  },
  server: {
    port: 5173,
    proxy: {
      '/api': { target: 'http://localhost:3000', changeOrigin: true },
    },
  },
  preview: { port: 4173 },
});
