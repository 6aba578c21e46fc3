import { defineConfig } from 'vitest/config';

// Tests of the scripts themselves (which browser the suite drives and what it needs).
export default defineConfig({
  test: { name: 'scripts', root: import.meta.dirname, include: ['*.test.mjs'], testTimeout: 180_000 },
});
