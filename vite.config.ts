import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

const apiTarget = process.env.API_TARGET ?? 'http://127.0.0.1:8800';

// The console is a static SPA; `npm start` serves dist/ from the API server, `npm run dev` proxies /api to it.
export default defineConfig({
  plugins: [react()],
  build: { outDir: 'dist', chunkSizeWarningLimit: 900 },
  server: { port: 5173, proxy: { '/api': apiTarget, '/config.json': apiTarget } },
});
