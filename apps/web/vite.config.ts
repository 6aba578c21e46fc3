import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// In development the API runs separately (server on :8080); in production the server serves dist/.
export default defineConfig({
  plugins: [react()],
  server: {
    port: 5173,
    proxy: { '/api': { target: 'http://localhost:8080', changeOrigin: true } },
  },
  build: { outDir: 'dist', emptyOutDir: true },
});
