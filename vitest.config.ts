import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

export default defineConfig({
  plugins: [react()],
  test: {
    environment: 'jsdom',
    setupFiles: ['src/testing/setup.ts'],
    include: ['src/**/*.test.{ts,tsx}', 'tests/contract/**/*.test.ts', 'mocks/**/*.test.ts', 'codegen/**/*.test.ts'],
    testTimeout: 20000,
    hookTimeout: 60000,
  },
});
