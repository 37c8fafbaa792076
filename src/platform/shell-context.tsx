import { createContext, useContext } from 'react';
import type { Cluster, UserContext } from '@/api/gen/model';
import type { ClientConfig } from './config';
import type { AccessEnv } from '@/platform/registry/flags';
import type { ResolvedFeature } from '@/platform/registry/resolve';

export interface ShellState {
  config: ClientConfig;
  user: UserContext;
  env: AccessEnv;
  features: ResolvedFeature[];
  /** The cluster in the URL, or null. */
  urlClusterId: string | null;
  /** The cluster links are built for: the one in the URL, else the proxy cluster. */
  clusterId: string;
  clusters: { data: Cluster[] | undefined; error: unknown; isLoading: boolean };
  /** Opens the command palette. */
  openPalette: () => void;
}

export const ShellContext = createContext<ShellState | null>(null);

export function useShell(): ShellState {
  const state = useContext(ShellContext);
  if (!state) throw new Error('useShell() outside the shell layout');
  return state;
}
