import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// Libraries every screen needs, in long-lived chunks of their own: a deploy that changes only
// the console's code leaves them cached in the browser. Locale files stay out of these groups so
// each language's antd and dayjs texts are still downloaded only by whoever reads that language.
const notLocale = '(?!.*[\\\\/]locale[\\\\/])';
const vendor = (packages: string) => new RegExp(`[\\\\/]node_modules[\\\\/](${packages})[\\\\/]${notLocale}`);

// In development the API runs separately (server on :8080); in production the server serves dist/.
export default defineConfig({
  plugins: [react()],
  server: {
    port: 5173,
    proxy: { '/api': { target: 'http://localhost:8080', changeOrigin: true } },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            { name: 'react', test: vendor('react|react-dom|scheduler|react-router|cookie'), priority: 30 },
            {
              name: 'antd',
              test: vendor('antd|@ant-design|@rc-component|rc-[\\w-]+|@emotion|stylis'),
              priority: 20,
            },
            {
              name: 'libs',
              test: vendor('@tanstack|i18next|react-i18next|zustand|dayjs|use-sync-external-store'),
              priority: 10,
            },
          ],
        },
      },
    },
  },
});
