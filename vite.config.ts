import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { compression } from 'vite-plugin-compression2';
import { loginShell } from './scripts/vite/loginShell';

const apiTarget = process.env.API_TARGET ?? 'http://127.0.0.1:8800';

// The console is a static SPA; `npm start` serves dist/ from the API server, `npm run dev` proxies /api to it.
// The build writes a brotli (.br) and a gzip (.gz) copy beside each text asset, served as they are by
// server/plugins/static.ts. config.json is left alone: an operator edits it, and a stale copy would win.
// index.html names the entry alone: the form it draws shows before anything else loads, and the entry's import of
// the App preloads all of the App's chunks and its stylesheet at once (Vite's preload list), one round after the
// entry, while the operator types. (Preloading them from index.html cost the form about 70 ms of first paint.)
export default defineConfig({
  plugins: [
    react(),
    loginShell(),
    compression({
      algorithms: ['brotliCompress', 'gzip'],
      exclude: [/(^|\/)config\.json$/],
      threshold: 1024,
    }),
  ],
  build: { outDir: 'dist', chunkSizeWarningLimit: 900 },
  server: { port: 5173, proxy: { '/api': apiTarget, '/config.json': apiTarget } },
});
