// What every step screen gets from the page: the kind, the URL state, and the ways to move on.
import type { DiscoverSearch } from './discover-search';
import type { StepStatus } from './discover-events';
import type { ResourceKind } from './kinds';
import type { StepId } from './step-machine';

export interface StepProps {
  kind: ResourceKind;
  search: DiscoverSearch;
  clusterId: string;
  /** Writes part of the URL state (replacing the history entry). */
  patch: (change: Partial<DiscoverSearch>) => void;
  /** Goes to the next step (a new history entry), after writing `change`. */
  next: (change?: Partial<DiscoverSearch>) => void;
  /** Reports the step's outcome to the usage events (when telemetry is on). */
  report: (step: StepId, status: StepStatus, error?: string) => void;
}
