// orval configuration, used by codegen/generate.mjs (not by the orval CLI, so that the output
// directory can be chosen for gen:check).
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/**
 * @param {{ input: string, inputWithComponents: string, outDir: string }} o
 * @returns {{ hooks: import('orval').Options, zod: import('orval').Options }}
 */
export function orvalConfigs({ input, inputWithComponents, outDir }) {
  return {
    hooks: {
      input: { target: input },
      output: {
        mode: 'tags-split',
        target: path.join(outDir, 'hooks/api.ts'),
        schemas: path.join(outDir, 'model'),
        client: 'react-query',
        clean: false,
        prettier: false,
        override: {
          // Every orval call goes through the one HTTP pipeline.
          mutator: { path: path.join(root, 'src/api/http.ts'), name: 'httpMutator' },
          query: {
            useQuery: true,
            useMutation: true,
            signal: true,
            shouldExportQueryKey: true,
            version: 5,
          },
        },
      },
    },
    zod: {
      input: { target: inputWithComponents },
      output: {
        mode: 'single',
        target: path.join(outDir, 'zod.ts'),
        client: 'zod',
        clean: false,
        prettier: false,
        override: {
          zod: {
            generate: { param: true, query: true, header: false, body: true, response: true },
          },
        },
      },
    },
  };
}
