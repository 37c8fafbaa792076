// Discover usage events. They go to the capture call only when this browser's telemetry flag
// (`enable-telemetry` in local storage) is exactly 'true' (spec 3.2); otherwise nothing is sent.
// A failed capture is ignored: usage reporting never gets in the user's way.
import { captureUserEvent } from '@/api/gen/hooks/analytics/analytics';
import type { CaptureUserEventRequest } from '@/api/gen/model';
import type { ResourceKind } from './kinds';
import type { StepId } from './step-machine';

export const TELEMETRY_FLAG_KEY = 'enable-telemetry';

export type StepStatus = 'success' | 'skipped' | 'error' | 'aborted';

const STATUS: Record<StepStatus, string> = {
  success: 'DISCOVER_STATUS_SUCCESS',
  skipped: 'DISCOVER_STATUS_SKIPPED',
  error: 'DISCOVER_STATUS_ERROR',
  aborted: 'DISCOVER_STATUS_ABORTED',
};

/** The event name of each step's outcome. */
export const STEP_EVENTS: Record<StepId, string> = {
  select: 'tp.ui.discover.resourceSelection',
  install: 'tp.ui.discover.deployService',
  wait: 'tp.ui.discover.deployService',
  access: 'tp.ui.discover.principals.configure',
  test: 'tp.ui.discover.testConnection',
  done: 'tp.ui.discover.completed',
};

export function telemetryEnabled(storage: Pick<Storage, 'getItem'> = localStorage): boolean {
  try {
    return storage.getItem(TELEMETRY_FLAG_KEY) === 'true';
  } catch {
    return false;
  }
}

export function discoverEvent(
  event: string,
  sessionId: string,
  kind: ResourceKind | undefined,
  status: StepStatus,
  error?: string,
): CaptureUserEventRequest {
  return {
    event,
    eventData: {
      id: sessionId,
      resource: kind?.eventResource ?? 'DISCOVER_RESOURCE_UNSPECIFIED',
      stepStatus: STATUS[status],
      ...(error ? { stepStatusError: error } : {}),
    },
  };
}

/** Sends the event when telemetry is on; resolves whether it was sent. */
export async function emitDiscoverEvent(request: CaptureUserEventRequest, storage?: Pick<Storage, 'getItem'>): Promise<boolean> {
  if (!telemetryEnabled(storage)) return false;
  try {
    await captureUserEvent(request);
  } catch {
    // Usage reporting is best effort.
  }
  return true;
}
