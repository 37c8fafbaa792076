import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import architecture from './eslint/architecture.js';
import checkFile from 'eslint-plugin-check-file';

// The layers of src/ (api <- auth <- platform <- shared <- features <- app), no feature importing
// another and no import cycles: ./eslint/architecture.js. (mocks/ and scripts/ are tools, outside the layers.)

export default tseslint.config(
  {
    // Generated code is checked by gen:check, not linted.
    ignores: [
      'dist/**',
      'node_modules/**',
      'src/api/gen/**',
      'src/api/.gen-check/**',
      'src/app/route-tree.gen.ts',
      'src/app/.route-tree.check.ts',
      'codegen/.out/**',
      '.tmp/**',
    ],
  },
  ...tseslint.configs.recommended,
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-restricted-syntax': [
        'error',
        { selector: "JSXAttribute[name.name='dangerouslySetInnerHTML']", message: 'No dangerouslySetInnerHTML: render text.' },
      ],
      'no-restricted-globals': ['error', { name: 'fetch', message: 'Only src/api/http.ts calls fetch.' }],
    },
  },
  {
    // Layer direction, no cross-feature imports, no import cycles.
    files: ['src/**/*.{ts,tsx,mts,mjs}'],
    plugins: { architecture },
    rules: {
      'architecture/layers': 'error',
      'architecture/no-cycle': 'error',
    },
  },
  {
    // kebab-case file and folder names. Route files are named by TanStack Router's conventions
    // (__root, _layout, $param, route.tsx, segments with '_'); generated files are exempt.
    files: ['src/**/*.{ts,tsx,mts,mjs}'],
    ignores: ['src/app/routes/**', 'src/**/*.gen.ts'],
    plugins: { 'check-file': checkFile },
    rules: {
      'check-file/filename-naming-convention': ['error', { '**/*': 'KEBAB_CASE' }, { ignoreMiddleExtensions: true }],
      'check-file/folder-naming-convention': ['error', { 'src/**/': 'KEBAB_CASE' }],
    },
  },
  {
    files: ['src/api/http.ts', '**/*.test.{ts,tsx}', 'src/testing/**'],
    rules: { 'no-restricted-globals': 'off' },
  },
  {
    files: ['**/*.mjs', '**/*.js'],
    languageOptions: {
      globals: {
        process: 'readonly',
        console: 'readonly',
        URL: 'readonly',
        setTimeout: 'readonly',
        clearTimeout: 'readonly',
        Buffer: 'readonly',
      },
    },
  },
);
