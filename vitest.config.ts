import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

// Two projects: components (*.test.tsx) in jsdom with the testing-library set-up; everything else
// (pure logic, the contract, the mocks, codegen, the build plugins) in plain node, which starts much faster. A
// *.test.ts that needs browser globals says so in its first line: `// @vitest-environment jsdom`.
// Files share their worker's module cache and environment (isolate: false): most of the suite's
// time went to importing React, Mantine and the generated client again for every file. The tests
// keep no state across files (no vi.mock; the set-up cleans the DOM and storage after each test),
// and the suite passes with its files shuffled.
export default defineConfig({
  plugins: [react()],
  resolve: { alias: { '@/': fileURLToPath(new URL('./src/', import.meta.url)) } },
  test: {
    testTimeout: 20000,
    hookTimeout: 60000,
    projects: [
      {
        extends: true,
        test: { name: 'dom', isolate: false, environment: 'jsdom', setupFiles: ['src/testing/setup.ts'], include: ['src/**/*.test.tsx'] },
      },
      {
        extends: true,
        test: {
          name: 'node',
          isolate: false,
          environment: 'node',
          setupFiles: ['src/testing/setup-storage.ts'],
          include: [
            'src/**/*.test.ts',
            'tests/contract/**/*.test.ts',
            'mocks/**/*.test.ts',
            'codegen/**/*.test.ts',
            'build/**/*.test.ts',
            'tests/scripts/**/*.test.ts',
          ],
        },
      },
    ],
  },
});
