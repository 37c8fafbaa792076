// The command palette's entries: every page this user may open, the clusters, the theme toggle.
import { linkOptions } from '@tanstack/react-router';
import { fillPath } from '@/platform/registry/paths';
import type { ResolvedFeature } from '@/platform/registry/resolve';
import { routeLinkOf, type RouteLink } from '@/platform/registry/route-link';

export type CommandRun =
  /** A route of the tree (typed: router.navigate(link)); `path` is the same place, as text. */
  | { kind: 'route'; link: RouteLink; path: string }
  /** A hand-made registry entry known only by its path. */
  | { kind: 'link'; to: string }
  | { kind: 'external'; href: string }
  | { kind: 'theme' };

export interface Command {
  id: string;
  group: 'Pages' | 'Clusters' | 'Actions';
  title: string;
  /** Shown dimmed next to the title and searched too. */
  detail?: string;
  run: CommandRun;
}

export function pageCommands(features: readonly ResolvedFeature[], clusterId: string): Command[] {
  const seen = new Set<string>();
  const out: Command[] = [];
  const add = (id: string, title: string, run: CommandRun, detail?: string) => {
    const key = run.kind === 'route' ? run.path : run.kind === 'link' ? run.to : run.kind === 'external' ? run.href : run.kind;
    if (seen.has(key)) return;
    seen.add(key);
    out.push({ id: `page:${id}`, group: 'Pages', title, run, ...(detail ? { detail } : {}) });
  };
  const groups = new Set(features.map((f) => f.feature.parent).filter(Boolean));
  for (const r of features) {
    const nav = r.navigationItem;
    if (nav && !groups.has(r.id)) {
      const link = nav.getLink(clusterId);
      add(
        r.id,
        nav.title,
        nav.isExternalLink ? { kind: 'external', href: link } : runOf(link, nav.getRouteLink?.(clusterId)),
        r.locked ? 'locked' : undefined,
      );
    } else if (r.feature.topMenuItem && !r.locked) {
      const item = r.feature.topMenuItem;
      add(r.id, item.title, runOf(item.getLink(clusterId), item.getRouteLink?.(clusterId)));
    } else if (r.route && !nav && /^(\/[^$/][^/]*|\/\$clusterId)*\/?$/.test(r.route.path)) {
      // A page without a menu entry, reachable when its only parameter is the cluster.
      add(r.id, r.route.title, {
        kind: 'route',
        link: routeLinkOf(r.route.path, { clusterId }),
        path: fillPath(r.route.path, { clusterId }),
      });
    }
  }
  return out;
}

const runOf = (path: string, link: RouteLink | undefined): CommandRun =>
  link ? { kind: 'route', link, path } : { kind: 'link', to: path };

export function clusterCommands(clusterIds: readonly string[], current: string): Command[] {
  return clusterIds.map((id) => ({
    id: `cluster:${id}`,
    group: 'Clusters',
    title: id,
    detail: id === current ? 'current cluster' : 'cluster',
    run: {
      kind: 'route',
      link: linkOptions({ to: '/cluster/$clusterId', params: { clusterId: id } }),
      path: `/cluster/${encodeURIComponent(id)}`,
    },
  }));
}

/** Every word of the query appears in the title or detail, case-insensitively. */
export function filterCommands(commands: readonly Command[], query: string): Command[] {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return [...commands];
  return commands.filter((c) => {
    const text = `${c.title} ${c.detail ?? ''} ${c.group}`.toLowerCase();
    return words.every((w) => text.includes(w));
  });
}
