// A Vite plugin (vite.config.ts, build only) that bundles the code of a signed-in first load into
// a few chunks instead of dozens. Left to itself the bundler gives each set of lazy chunks that
// share modules a chunk of its own: the first load of the Servers page was 89 files, most under
// 1 KB, and compressed one by one (as the server sends them) they weighed ~20 KB (gzip) more than
// the same code in a few files, each file compressing without the others' words.
//
// Each group takes the modules its sources need statically, beyond the entry's and the groups'
// before it, into one chunk named after the group (app: what app-root.tsx needs beyond the entry;
// shell: what the shell needs beyond that; list: what the Servers page needs beyond that). A
// module goes in only when every lazy chunk that needs it loads the group's chunk anyway:
//  - the group's sources and the lazy chunks only they (or such chunks) import;
//  - with `pages`, the pages that the route files matching it import (they show inside the shell,
//    whose chunk is loaded first);
//  - with `share`, any other lazy chunk that needs at least that share of the group's code.
// A module another lazy chunk needs too (the full-screen terminal needs Mantine's inputs, which
// the shell's top bar has too) stays where the bundler puts it, so that chunk does not load the
// shell; a `leftovers` group then takes such modules of the groups before it, for the chunks that
// load one of those groups anyway and (with `share`) the others that need that share of it. The
// sources themselves keep their own chunks, as every lazily imported module does: the entry
// preloads them by name (vite-boot-preloads.mjs).
//
// "Needs statically" follows the import statements of each module; through a module that only
// passes on other modules' exports (the index of '@mantine/core', of zod), only to the modules of
// the names imported, else importing Button from '@mantine/core' would take in every component.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseAst } from 'rolldown/parseAst';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const ALL = '*';

/**
 * @typedef {{ name: string, sources?: string[], pages?: RegExp, share?: number, leftovers?: boolean }} Group
 * @param {Group[]} groups  in order; `sources` relative to the repo. What the entry needs is left
 *   to the bundler.
 */
export function bootChunks(groups) {
  /** @type {Map<string, string>} module id -> group name */
  const groupOf = new Map();
  return {
    name: 'console-boot-chunks',
    apply: 'build',
    async buildEnd(error) {
      if (error) return;
      groupOf.clear();
      const graph = new ModuleGraph(this);
      const abs = (files) => files.map((f) => path.resolve(root, f));
      const entryIds = [...this.getModuleIds()].filter((id) => this.getModuleInfo(id)?.isEntry);

      // Every lazy chunk (a dynamically imported module) and the modules each needs.
      const lazy = new Set();
      for (const id of this.getModuleIds()) for (const d of this.getModuleInfo(id)?.dynamicallyImportedIds ?? []) lazy.add(d);
      /** @type {Map<string, Set<string>>} module -> the lazy chunks (and entry) that need it */
      const owners = new Map();
      for (const start of [...entryIds, ...lazy]) {
        for (const id of await graph.reach([start])) {
          if (!owners.has(id)) owners.set(id, new Set());
          owners.get(id).add(start);
        }
      }
      const size = (id) => this.getModuleInfo(id)?.code?.length ?? 0;

      const taken = new Set(await graph.reach(entryIds));
      /** Modules of the groups so far left to the bundler, and the chunks that load those groups. */
      const left = new Set();
      const earlierLoaders = new Set();
      for (const group of groups) {
        const sources = new Set(abs(group.sources ?? []));
        const candidates = group.leftovers
          ? [...left].filter((id) => !groupOf.has(id))
          : [...(await graph.reach([...sources]))].filter((id) => !taken.has(id));
        const accepted = new Set(group.leftovers ? earlierLoaders : []);
        let loaders = groupLoaders(this, lazy, { sources, accepted, pages: group.pages }, owners);
        if (group.share) {
          const total = candidates.reduce((t, id) => t + size(id), 0);
          const needed = new Map();
          for (const id of candidates) for (const o of owners.get(id) ?? []) needed.set(o, (needed.get(o) ?? 0) + size(id));
          for (const [o, bytes] of needed) if (lazy.has(o) && !loaders.has(o) && bytes >= group.share * total) accepted.add(o);
          loaders = groupLoaders(this, lazy, { sources, accepted, pages: group.pages }, owners);
        }
        // The app chunk is loaded by every page: only the later groups' loaders say anything.
        if (groups.indexOf(group) > 0) for (const o of loaders) earlierLoaders.add(o);
        for (const id of candidates) {
          taken.add(id);
          left.add(id);
          if (lazy.has(id) || id.startsWith('\0')) continue;
          if ([...(owners.get(id) ?? [])].every((o) => loaders.has(o))) groupOf.set(id, group.name);
        }
      }
    },
    outputOptions(options) {
      const codeSplitting = typeof options.codeSplitting === 'object' ? options.codeSplitting : {};
      return {
        ...options,
        codeSplitting: {
          ...codeSplitting,
          groups: [
            ...(codeSplitting.groups ?? []),
            {
              debugName: 'boot-chunks',
              name: (id) => groupOf.get(id) ?? null,
              test: (id) => groupOf.has(id),
              // Only the modules chosen: what they import from the entry's chunks or an earlier
              // group's stays there (and nothing chosen imports a module left to the bundler but
              // through chunks that need it too, so no two chunks import each other).
              includeDependenciesRecursively: false,
            },
          ],
        },
      };
    },
  };
}

/**
 * The lazy chunks that load the group's chunk anyway: its sources, those `accepted`, the pages of
 * matching route files, and a chunk whose every importer is needed only by such chunks (the largest
 * such set: chunks that import only each other count as loading it).
 */
function groupLoaders(ctx, lazy, { sources, accepted, pages }, owners) {
  const loads = new Set(lazy);
  const fixed = (id) => sources.has(id) || accepted.has(id);
  for (let changed = true; changed;) {
    changed = false;
    for (const id of loads) {
      if (fixed(id)) continue;
      const importers = ctx.getModuleInfo(id)?.dynamicImporters ?? [];
      const ok =
        importers.length > 0 &&
        importers.every((i) => pages?.test(i) || ((owners.get(i)?.size ?? 0) > 0 && [...owners.get(i)].every((o) => loads.has(o))));
      if (!ok) {
        loads.delete(id);
        changed = true;
      }
    }
  }
  return loads;
}

/** The static imports of the bundle's modules, by name through modules that only re-export. */
class ModuleGraph {
  constructor(ctx) {
    this.ctx = ctx;
    /** @type {Map<string, Promise<Parsed | null>>} */
    this.parsed = new Map();
  }

  /**
   * A module's imports: `own` are needed whenever the module is (its code uses them);
   * `reexports` maps a name the module passes on to the module and name it comes from; `stars`
   * are the modules of its `export *`. A barrel has no code of its own.
   * @typedef {{ own: Array<{ id: string, names: Set<string> | '*' }>, reexports: Map<string, { id: string, name: string }>, stars: string[], barrel: boolean, exportNames: string[] }} Parsed
   */
  parse(id) {
    if (!this.parsed.has(id)) this.parsed.set(id, this.#parse(id));
    return this.parsed.get(id);
  }

  async #parse(id) {
    const info = this.ctx.getModuleInfo(id);
    if (!info) return null;
    const exportNames = info.exports ?? [];
    const everything = {
      own: info.importedIds.map((i) => ({ id: i, names: ALL })),
      reexports: new Map(),
      stars: [],
      barrel: false,
      exportNames,
    };
    if (!info.code || !/\.(m?[jt]sx?|cjs)$/.test(id.split('?')[0])) return everything;
    let program;
    try {
      program = parseAst(info.code, { lang: /\.tsx?$/.test(id) ? 'tsx' : 'js' }, id);
    } catch {
      return everything;
    }
    const resolve = async (source) => {
      const resolved = await this.ctx.resolve(source, id);
      return resolved && !resolved.external ? resolved.id : null;
    };
    /** local binding -> the module and name it is imported from */
    const bindings = new Map();
    const sideEffects = new Set();
    const reexports = new Map();
    const localExports = new Map();
    const stars = [];
    let barrel = true;
    for (const node of program.body) {
      if (node.type === 'ImportDeclaration') {
        if (node.importKind === 'type') continue;
        const target = await resolve(node.source.value);
        if (!target) continue;
        if (node.specifiers.length === 0) sideEffects.add(target);
        for (const s of node.specifiers) {
          const name = s.type === 'ImportSpecifier' ? nameOf(s.imported) : s.type === 'ImportDefaultSpecifier' ? 'default' : ALL;
          bindings.set(s.local.name, { id: target, name });
        }
      } else if (node.type === 'ExportAllDeclaration') {
        const target = await resolve(node.source.value);
        if (!target) continue;
        if (node.exported) reexports.set(nameOf(node.exported), { id: target, name: ALL });
        else stars.push(target);
      } else if (node.type === 'ExportNamedDeclaration' && !node.declaration) {
        const target = node.source ? await resolve(node.source.value) : null;
        for (const s of node.specifiers) {
          if (node.source) {
            if (target) reexports.set(nameOf(s.exported), { id: target, name: nameOf(s.local) });
          } else localExports.set(nameOf(s.exported), nameOf(s.local));
        }
      } else barrel = false;
    }
    // `export { x }` of an imported binding passes that on.
    for (const [exported, local] of localExports) {
      const from = bindings.get(local);
      if (from) reexports.set(exported, from);
    }
    const own = [];
    if (barrel) {
      // Its imports are needed through the names passed on, or for their side effects.
      for (const dep of sideEffects) own.push({ id: dep, names: ALL });
    } else {
      // Everything the module imports (a CommonJS module's requires too), by name where known.
      for (const dep of info.importedIds) {
        const names = [...bindings.values()].filter((b) => b.id === dep).map((b) => b.name);
        own.push({ id: dep, names: sideEffects.has(dep) || names.length === 0 || names.includes(ALL) ? ALL : new Set(names) });
      }
    }
    return { own, reexports, stars, barrel, exportNames };
  }

  /** Every module `starts` need statically: their whole code, and what it imports, by name. */
  async reach(starts) {
    /** @type {Map<string, Set<string> | '*'>} what was asked of each module so far */
    const asked = new Map();
    const queue = starts.map((id) => ({ id, names: ALL }));
    while (queue.length > 0) {
      const { id, names } = queue.pop();
      const before = asked.get(id);
      if (before === ALL) continue;
      const fresh = names === ALL ? ALL : [...names].filter((n) => !before?.has(n));
      if (fresh !== ALL && fresh.length === 0) continue;
      asked.set(id, fresh === ALL ? ALL : new Set([...(before ?? []), ...fresh]));
      const m = await this.parse(id);
      if (!m) continue;
      // The module's own code (and so what it imports) is needed once the module is needed at all.
      if (!before) queue.push(...m.own);
      for (const name of fresh === ALL ? [...m.reexports.keys()] : fresh) {
        const r = m.reexports.get(name);
        if (r) {
          queue.push({ id: r.id, names: r.name === ALL ? ALL : new Set([r.name]) });
          continue;
        }
        // Not passed on by name: from one of the `export *` modules (each that may have it).
        for (const star of m.stars) {
          const s = await this.parse(star);
          if (!s || s.exportNames.length === 0 || s.exportNames.includes(name) || s.reexports.has(name) || s.stars.length > 0)
            queue.push({ id: star, names: new Set([name]) });
        }
      }
      if (fresh === ALL) for (const star of m.stars) queue.push({ id: star, names: ALL });
    }
    return new Set(asked.keys());
  }
}

function nameOf(node) {
  return node.type === 'Identifier' ? node.name : String(node.value);
}
