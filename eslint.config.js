import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import architecture from './eslint/architecture.js';
import checkFile from 'eslint-plugin-check-file';

// The layers of src/ (api <- auth <- platform <- shared <- features <- app), no feature importing
// another and no import cycles: ./eslint/architecture.js. (mocks/ and scripts/ are tools, outside the layers.)

const noInnerHtml = { selector: "JSXAttribute[name.name='dangerouslySetInnerHTML']", message: 'No dangerouslySetInnerHTML: render text.' };

// One way to link: typed links (RouterButton, RouterAnchor, RouterMenuItem, RouterNavLink,
// RouterUnstyledButton of src/shared/navigation/router-links.tsx, TanStack's Link,
// router.navigate({ to, params, search }), linkOptions). A path held as a string is only for a path
// remembered at run time, through src/shared/navigation/remembered-path.tsx, in the files below.
const typedLinks = 'use a typed link (src/shared/navigation/router-links.tsx, Link, router.navigate or linkOptions with to/params/search)';
const stringPathLinks = [
  { selector: "JSXAttribute[name.name='href'] > Literal[value=/^\\//]", message: `No in-app path as an href: ${typedLinks}.` },
  {
    selector: "JSXAttribute[name.name='href'] TemplateLiteral > TemplateElement:first-child[value.raw=/^\\//]",
    message: `No in-app path built as an href: ${typedLinks}.`,
  },
  {
    selector: ":matches(JSXAttribute[name.name='to'], Property[key.name='to']) CallExpression[callee.name='encodeURIComponent']",
    message: `No path built by hand for a link: ${typedLinks}; params are encoded by the router.`,
  },
  {
    selector: "CallExpression[callee.object.property.name='history'][callee.property.name=/^(push|replace)$/]",
    message: `No history.push/replace of a path: ${typedLinks}.`,
  },
  {
    selector: "CallExpression[callee.name='redirect'] > ObjectExpression > Property[key.name='href']",
    message: 'No redirect to a string path: redirect({ to, params }), or redirectToRemembered for a remembered path.',
  },
];
// The files that remember paths at run time (side-nav memory, resource memory, the guard's
// redirects, the cluster swapped into the current address, the registry's computed first page).
const stringPathImports = {
  group: ['**/remembered-path', '**/navigation/app-link', '**/navigation/navigation'],
  message: `String paths are only for paths remembered at run time (eslint.config.js, rememberedPathFiles): ${typedLinks}.`,
};

// The route files are in the first load whatever page is shown (the router matches every URL
// against the whole tree): they import no schema library and no UI, and name their page with a
// lazy import() (docs/first-load.md). Type-only imports cost nothing and stay allowed.
const routeFirstLoadImports = [
  {
    group: ['zod', 'zod/*', '@/api/gen/zod', '@/api/gen/validators', '**/api/gen/zod', '**/api/gen/validators'],
    allowTypeImports: true,
    message:
      'A route file is in the first load, which has no zod: write its search schema with @/platform/url-schema (docs/first-load.md).',
  },
  {
    group: ['@mantine/*', '@tabler/*', '@/shared/ui/*', '**/shared/ui/*', '**/*.page', '@/app/shell/*'],
    allowTypeImports: true,
    message:
      "A route file is in the first load: it holds no UI; name the page with lazyRouteComponent(() => import('...page'), 'Name') (docs/first-load.md).",
  },
];
const routeFiles = ['src/app/routes/**/*.{ts,tsx}'];

const rememberedPathFiles = [
  'src/shared/navigation/**',
  'src/shared/resource-list/memory-strip.tsx',
  'src/features/applications/app-actions.tsx',
  'src/features/login/login.page.tsx',
  'src/app/shell/side-nav.tsx',
  'src/app/shell/user-menu-dropdown.tsx',
  'src/app/shell/command-palette.tsx',
  'src/app/shell/cluster-selector-dropdown.tsx',
  'src/app/shell/shell-boot.ts',
  'src/app/routes/_authed/_shell/index.tsx',
  'src/app/routes/_authed/_shell/cluster/$clusterId/index.tsx',
];

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
      'no-restricted-syntax': ['error', noInnerHtml, ...stringPathLinks],
      'no-restricted-globals': ['error', { name: 'fetch', message: 'Only src/api/http.ts calls fetch.' }],
      'no-restricted-imports': [
        'error',
        {
          patterns: [stringPathImports],
        },
      ],
    },
  },
  {
    // The remembered-path helpers themselves, and the files that remember paths.
    files: rememberedPathFiles,
    rules: { 'no-restricted-imports': 'off' },
  },
  {
    // Route files: the first-load imports (above) besides the string-path rule.
    files: routeFiles,
    ignores: [...rememberedPathFiles, '**/*.test.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { patterns: [stringPathImports, ...routeFirstLoadImports] }] },
  },
  {
    // The route files that remember paths: the first-load imports only.
    files: rememberedPathFiles.filter((file) => file.startsWith('src/app/routes/')),
    rules: { 'no-restricted-imports': ['error', { patterns: routeFirstLoadImports }] },
  },
  {
    // The helpers themselves; and tests, whose fixtures are plain anchors.
    files: ['src/shared/navigation/remembered-path.tsx', '**/*.test.{ts,tsx}', 'src/testing/**'],
    rules: { 'no-restricted-syntax': ['error', noInnerHtml] },
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
    // The mocks are tools outside the layers, but under the same cycle rule as src/.
    files: ['mocks/**/*.mjs'],
    plugins: { architecture },
    rules: { 'architecture/no-cycle': 'error' },
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
    // A write owns its refresh: one rule on the MutationCache invalidates (codegen/README.md).
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/api/write-refresh.ts', '**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-properties': [
        'error',
        {
          property: 'invalidateQueries',
          message: 'A write refreshes what it changes through src/api/write-refresh.ts (mutationKey or meta.invalidates), not by hand.',
        },
      ],
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
