import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

// The API serves this build at /admin (with an SPA fallback), so every asset URL is under it.
export default defineConfig({
  base: '/admin/',
  plugins: [react()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // react-admin with MUI is about 1 MB minified (320 kB gzipped); an internal console
    // loaded once per session does not need it split to stay under Vite's 500 kB hint.
    chunkSizeWarningLimit: 1200,
  },
  server: {
    port: 5174,
    proxy: { '/api': 'http://localhost:3000' },
  },
});
