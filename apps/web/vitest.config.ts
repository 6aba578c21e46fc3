import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

// Plain logic runs in node; component tests (.tsx) get a DOM from happy-dom.
export default defineConfig({
  // So the include globs work whether vitest starts here or at the repository root.
  root: import.meta.dirname,
  plugins: [react()],
  test: {
    projects: [
      {
        extends: true,
        test: { name: 'unit', environment: 'node', include: ['src/**/*.test.ts', 'build/**/*.test.ts'] },
      },
      {
        extends: true,
        test: { name: 'dom', environment: 'happy-dom', include: ['src/**/*.test.tsx'] },
      },
    ],
  },
});
