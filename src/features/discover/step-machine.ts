// The wizard's steps per kind, as pure functions: which steps a kind has, where Next and Back
// lead, and which step a URL may resume at (a step whose inputs are missing falls back to the
// last step that can be shown, so a reload or a hand-edited link never shows a broken screen).
import type { AgentKind, ResourceKind } from './kinds';

export const STEP_IDS = ['select', 'install', 'wait', 'access', 'test', 'done'] as const;
export type StepId = (typeof STEP_IDS)[number];

export const STEP_TITLES: Record<StepId, string> = {
  select: 'Choose a resource',
  install: 'Install the agent',
  wait: 'Wait for the agent',
  access: 'Set up access',
  test: 'Test the connection',
  done: 'Finished',
};

const FLOWS: Record<AgentKind, readonly StepId[]> = {
  node: ['select', 'install', 'wait', 'access', 'test', 'done'],
  db: ['select', 'install', 'wait', 'access', 'test', 'done'],
  kube: ['select', 'install', 'wait', 'access', 'test', 'done'],
  // Applications and desktops have no connection diagnostic; desktops pick their login when
  // they connect.
  app: ['select', 'install', 'wait', 'done'],
  desktop: ['select', 'install', 'wait', 'done'],
};

/** The steps of a kind; before a kind is chosen, the longest flow stands in for the indicator. */
export function stepsFor(kind: ResourceKind | undefined): readonly StepId[] {
  return kind ? FLOWS[kind.agent] : FLOWS.node;
}

export function nextStep(kind: ResourceKind, step: StepId): StepId {
  const steps = stepsFor(kind);
  const i = steps.indexOf(step);
  return steps[Math.min(i + 1, steps.length - 1)] ?? 'select';
}

export function prevStep(kind: ResourceKind | undefined, step: StepId): StepId {
  const steps = stepsFor(kind);
  const i = steps.indexOf(step);
  return i <= 0 ? 'select' : (steps[i - 1] ?? 'select');
}

/** What the URL holds that a step depends on. */
export interface WizardProgress {
  /** A join token was created (its id, resource id and expiry are known). */
  hasToken: boolean;
  /** The agent joined: the resource's name is known. */
  hasResource: boolean;
  /** The access the test uses was chosen (a login, a database user, a Kubernetes user or group). */
  hasAccess: boolean;
}

function ready(step: StepId, p: WizardProgress): boolean {
  switch (step) {
    case 'select':
    case 'install':
      return true;
    case 'wait':
      return p.hasToken;
    case 'access':
      return p.hasToken && p.hasResource;
    case 'test':
    case 'done':
      return p.hasToken && p.hasResource && (step === 'done' || p.hasAccess);
  }
}

/**
 * The step to show for what the URL asks: 'select' without a kind; a step the kind does not have
 * becomes the kind's nearest earlier step; a step whose inputs are missing becomes the last one
 * before it that can be shown.
 */
export function resumeStep(kind: ResourceKind | undefined, asked: StepId | undefined, progress: WizardProgress): StepId {
  if (!kind) return 'select';
  const steps = stepsFor(kind);
  const wanted = asked ?? 'install';
  let index = steps.indexOf(wanted);
  if (index === -1) {
    const order = STEP_IDS.indexOf(wanted);
    index = steps.filter((s) => STEP_IDS.indexOf(s) < order).length - 1;
  }
  for (let i = Math.max(index, 0); i > 0; i--) {
    const step = steps[i];
    if (step && ready(step, progress)) return step;
  }
  return 'select';
}
