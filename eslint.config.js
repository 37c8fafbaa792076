import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';

export default tseslint.config(
  {
    // Generated code is checked by gen:check, not linted.
    ignores: ['dist/**', 'node_modules/**', 'src/api/gen/**', 'src/api/.gen-check/**', 'codegen/.out/**', '.tmp/**'],
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
    files: ['src/api/http.ts', '**/*.test.{ts,tsx}', 'src/testing/**'],
    rules: { 'no-restricted-globals': 'off' },
  },
  {
    files: ['**/*.mjs', '**/*.js'],
    languageOptions: {
      globals: { process: 'readonly', console: 'readonly', URL: 'readonly', setTimeout: 'readonly', clearTimeout: 'readonly', Buffer: 'readonly' },
    },
  },
);
