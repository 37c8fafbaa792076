import { readdirSync } from 'node:fs';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import checkFile from 'eslint-plugin-check-file';

// The layers of src/, lowest first: a layer imports only itself and the layers before it.
// (mocks/ and scripts/ are tools, outside the layers.)
const LAYERS = ['api', 'auth', 'platform', 'shared', 'features', 'app'];
const layerZones = LAYERS.slice(0, -1).map((layer, i) => ({
  target: `./src/${layer}`,
  from: LAYERS.slice(i + 1).map((above) => `./src/${above}`),
  message: `Layers: ${LAYERS.join(' <- ')}. src/${layer} may not import a layer above it.`,
}));
// A feature folder imports no other feature: what two features share moves down to shared/.
const featureZones = readdirSync(new URL('./src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map(({ name }) => ({
    target: `./src/features/${name}`,
    from: './src/features',
    except: [`./${name}`],
    message: 'A feature does not import another feature: move what they share to src/shared/ (or below).',
  }));

export default tseslint.config(
  {
    // Generated code is checked by gen:check, not linted.
    ignores: ['dist/**', 'node_modules/**', 'src/api/gen/**', 'src/api/.gen-check/**', 'src/app/route-tree.gen.ts', 'src/app/.route-tree.check.ts', 'codegen/.out/**', '.tmp/**'],
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
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.mts', '.mjs', '.js', '.d.mts'] })],
      // no-cycle reads the imported modules too: TypeScript ones with TypeScript's parser.
      'import-x/extensions': ['.ts', '.tsx', '.mts', '.mjs', '.js'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx', '.mts'] },
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: [...layerZones, ...featureZones] }],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
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
      globals: { process: 'readonly', console: 'readonly', URL: 'readonly', setTimeout: 'readonly', clearTimeout: 'readonly', Buffer: 'readonly' },
    },
  },
);
