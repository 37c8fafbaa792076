// What the target picker offers for each kind, from live lists: the cluster's users and roles,
// servers and desktops (searched by the server, one page of PICK_LIMIT), the signed-in user's MFA
// devices, and logins (those the listed servers offer). Access requests have no list here: their
// ID is typed. Each list is fetched only while its kind is shown, and only when the ACL allows it;
// otherwise (or when a list fails) the picker still takes a typed value.
import { keepPreviousData } from '@tanstack/react-query';
import { useListMfaDevices } from '@/api/gen/hooks/mfa/mfa';
import { useListDesktops, useListNodes } from '@/api/gen/hooks/resources/resources';
import { useListRoles } from '@/api/gen/hooks/roles/roles';
import { useListUsers } from '@/api/gen/hooks/users/users';
import type { UserAcl } from '@/api/gen/model';
import { errorText } from '@/api/errors';
import type { LockTargetKind } from './lock-targets';

export const PICK_LIMIT = 50;

export interface Candidate {
  /** What the lock's target is set to. */
  value: string;
  /** How it is shown (a server's hostname); the value when absent. */
  label?: string;
  /** A second line (a server's address, a device's kind). */
  detail?: string;
}

export interface CandidateList {
  items: Candidate[];
  loading: boolean;
  /** Why the list is missing or partial (no permission, an error), shown above it. */
  note: string | null;
  /** The server searched (servers, desktops): the items already match the search. */
  searched: boolean;
}

/** The picker's kinds: those with a list, and the typed ones. */
export const PICKER_KINDS: readonly LockTargetKind[] = ['user', 'role', 'node', 'windows_desktop', 'mfa_device', 'login', 'access_request'];

const asArray = <T>(v: unknown): T[] => (Array.isArray(v) ? (v as T[]) : []);

/** Candidates whose value, label or detail contains the search (lower case); all when it is empty. */
export function filterCandidates(items: readonly Candidate[], search: string): Candidate[] {
  const needle = search.trim().toLowerCase();
  if (!needle) return [...items];
  return items.filter((c) => [c.value, c.label, c.detail].some((t) => t?.toLowerCase().includes(needle)));
}

/** The distinct logins the listed servers offer, sorted. */
export function loginsOf(nodes: readonly { sshLogins?: unknown }[]): Candidate[] {
  const logins = new Set<string>();
  for (const n of nodes) for (const l of asArray<unknown>(n.sshLogins)) if (typeof l === 'string' && l) logins.add(l);
  return [...logins].sort((a, b) => a.localeCompare(b)).map((value) => ({ value }));
}

function noteOf(allowed: boolean, what: string, error: unknown): string | null {
  if (!allowed) return `You may not list ${what}: type the exact name.`;
  if (error) return `The ${what} could not be loaded (${errorText(error)}). Type the exact name instead.`;
  return null;
}

export function useTargetCandidates(kind: LockTargetKind, clusterId: string, search: string, acl: UserAcl): CandidateList {
  const q = search.trim();
  const canUsers = acl.users.list;
  const canRoles = acl.roles.list;
  const canNodes = acl.nodes.list;
  const canDesktops = acl.desktops.list;
  const users = useListUsers({ query: { enabled: kind === 'user' && canUsers } });
  const roles = useListRoles({ query: { enabled: kind === 'role' && canRoles } });
  const wantsNodes = (kind === 'node' || kind === 'login') && canNodes;
  const nodes = useListNodes(
    clusterId,
    { limit: PICK_LIMIT, ...(kind === 'node' && q ? { search: q } : {}), sort: 'hostname:asc' },
    { query: { enabled: wantsNodes, placeholderData: keepPreviousData } },
  );
  const desktops = useListDesktops(
    clusterId,
    { limit: PICK_LIMIT, ...(q ? { search: q } : {}), sort: 'name:asc' },
    { query: { enabled: kind === 'windows_desktop' && canDesktops, placeholderData: keepPreviousData } },
  );
  const devices = useListMfaDevices({ query: { enabled: kind === 'mfa_device' } });

  switch (kind) {
    case 'user':
      return {
        items: asArray<{ name: string }>(users.data).map((u) => ({ value: u.name })),
        loading: canUsers && users.isPending,
        note: noteOf(canUsers, 'users', users.error),
        searched: false,
      };
    case 'role':
      return {
        items: asArray<{ name: string }>(roles.data).map((r) => ({ value: r.name })),
        loading: canRoles && roles.isPending,
        note: noteOf(canRoles, 'roles', roles.error),
        searched: false,
      };
    case 'node':
      return {
        items: asArray<{ id: string; hostname: string; addr: string; tunnel: boolean }>(nodes.data?.items).map((n) => ({
          value: n.id,
          label: n.hostname || n.id,
          detail: n.addr || (n.tunnel ? 'reverse tunnel' : undefined),
        })),
        loading: canNodes && nodes.isPending,
        note: noteOf(canNodes, 'servers', nodes.error),
        searched: true,
      };
    case 'windows_desktop':
      return {
        items: asArray<{ name: string; addr: string }>(desktops.data?.items).map((d) => ({ value: d.name, detail: d.addr })),
        loading: canDesktops && desktops.isPending,
        note: noteOf(canDesktops, 'desktops', desktops.error),
        searched: true,
      };
    case 'mfa_device':
      return {
        items: asArray<{ id: string; name: string; type: string }>(devices.data).map((d) => ({
          value: d.id,
          label: d.name,
          detail: d.type,
        })),
        loading: devices.isPending,
        note: devices.error
          ? `Your MFA devices could not be loaded (${errorText(devices.error)}). Type a device ID instead.`
          : 'Your own MFA devices are listed; type another user’s device ID.',
        searched: false,
      };
    case 'login':
      return {
        items: loginsOf(asArray<{ sshLogins?: unknown }>(nodes.data?.items)),
        loading: canNodes && nodes.isPending,
        note:
          canNodes && !nodes.error
            ? 'Logins the servers offer you are listed; type any other login.'
            : 'Type the exact login (a local OS user).',
        searched: false,
      };
    default:
      return { items: [], loading: false, note: 'Access requests are not listed here: type the request ID.', searched: false };
  }
}
