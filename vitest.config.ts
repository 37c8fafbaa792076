import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

// Two projects: components (*.test.tsx) in jsdom with the testing-library set-up; everything else
// (pure logic, the contract, the mocks, codegen) in plain node, which starts much faster. A
// *.test.ts that needs browser globals says so in its first line: `// @vitest-environment jsdom`.
export default defineConfig({
  plugins: [react()],
  test: {
    testTimeout: 20000,
    hookTimeout: 60000,
    projects: [
      {
        extends: true,
        test: { name: 'dom', environment: 'jsdom', setupFiles: ['src/testing/setup.ts'], include: ['src/**/*.test.tsx'] },
      },
      {
        extends: true,
        test: {
          name: 'node',
          environment: 'node',
          setupFiles: ['src/testing/setup-storage.ts'],
          include: ['src/**/*.test.ts', 'tests/contract/**/*.test.ts', 'mocks/**/*.test.ts', 'codegen/**/*.test.ts'],
        },
      },
    ],
  },
});
