// Enroll New Resource: a guided wizard, one step per screen, with a step indicator and Back. Its
// state lives in the URL (kind, step, token, resource, access), so a reload resumes it; the step
// machine decides which screen the URL can show. Usage events go out only with telemetry on.
import { useCallback, useLayoutEffect, useMemo, useRef } from 'react';
import { Button, Group, Paper, Stack, Title } from '@mantine/core';
import { getRouteApi } from '@tanstack/react-router';
import { useShell } from '@/platform/shell-context';
import { PageFrame } from '@/shared/pages/page-frame';
import { AccessStep } from './access-step';
import { discoverEvent, emitDiscoverEvent, STEP_EVENTS, type StepStatus } from './discover-events';
import type { DiscoverSearch } from './discover-search';
import { DoneStep } from './done-step';
import { InstallStep } from './install-step';
import { isJoinTokenName } from './join-token';
import { kindById, type ResourceKind } from './kinds';
import { SelectStep } from './select-step';
import { StepIndicator } from './step-indicator';
import { nextStep, prevStep, resumeStep, STEP_TITLES, stepsFor, type StepId } from './step-machine';
import { TestStep } from './test-step';
import { WaitStep } from './wait-step';
import type { StepProps } from './wizard-context';

const route = getRouteApi('/_authed/_shell/discover');

export function DiscoverPage({ onResourceAdded }: { onResourceAdded?: (preferredResource: ResourceKind['preferredResource']) => void }) {
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const { clusterId } = useShell();
  const kind = kindById(search.kind);
  const step = resumeStep(kind, search.step, {
    // A token the proxy could not have issued is not progress: the install step refuses it.
    hasToken: Boolean(search.token && isJoinTokenName(search.token) && search.rid && search.exp),
    hasResource: Boolean(search.resource),
    hasAccess: Boolean(search.login || search.dbUser || search.kubeUser || search.kubeGroup),
  });
  const steps = stepsFor(kind);

  const patch = useCallback(
    (change: Partial<DiscoverSearch>, replace = true) =>
      void navigate({ search: (prev: DiscoverSearch) => ({ ...prev, ...change }), replace, resetScroll: false }),
    [navigate],
  );
  const sid = search.sid;
  const report = useCallback(
    (at: StepId, status: StepStatus, error?: string) => {
      if (sid) void emitDiscoverEvent(discoverEvent(STEP_EVENTS[at], sid, kind, status, error));
    },
    [sid, kind],
  );

  // The heading of a new step takes the focus, so keyboard and screen-reader users start there: in
  // the commit, before the browser drops the focus of the old step's button (gone) to <body>.
  const heading = useRef<HTMLHeadingElement>(null);
  const firstRender = useRef(true);
  useLayoutEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    heading.current?.focus();
  }, [step]);

  const pick = (picked: ResourceKind) => {
    const id = crypto.randomUUID();
    void emitDiscoverEvent(discoverEvent('tp.ui.discover.started', id, picked, 'success'));
    void emitDiscoverEvent(discoverEvent(STEP_EVENTS.select, id, picked, 'success'));
    void navigate({ search: { kind: picked.id, step: nextStep(picked, 'select'), sid: id } });
  };
  const startOver = (aborted: boolean) => {
    if (aborted) report(step, 'aborted');
    void navigate({ search: {} });
  };

  const props: StepProps | null = kind
    ? {
        kind,
        search,
        clusterId,
        patch,
        next: (change) => {
          if (step === 'install' || step === 'wait') report(step, 'success');
          patch({ ...change, step: nextStep(kind, step) }, false);
        },
        report,
      }
    : null;

  const description = useMemo(
    () =>
      kind
        ? `${kind.title} · step ${steps.indexOf(step) + 1} of ${steps.length}`
        : 'Add a server, application, database, Kubernetes cluster or Windows desktop.',
    [kind, step, steps],
  );

  return (
    <PageFrame
      title="Enroll New Resource"
      description={description}
      action={
        kind &&
        step !== 'done' && (
          <Button variant="subtle" onClick={() => startOver(true)}>
            Cancel
          </Button>
        )
      }
    >
      <StepIndicator steps={steps} current={step} />
      <Paper withBorder radius="md" p="lg" data-step={step}>
        <Stack gap="md">
          <Title order={2} fz="xl" ref={heading} tabIndex={-1}>
            {step === 'select' ? STEP_TITLES.select : `${STEP_TITLES[step]}: ${kind?.title ?? ''}`}
          </Title>
          {step === 'select' && <SelectStep filter={search.q ?? ''} onFilter={(q) => patch({ q: q || undefined })} onPick={pick} />}
          {props && step === 'install' && <InstallStep {...props} />}
          {props && step === 'wait' && <WaitStep {...props} />}
          {props && step === 'access' && <AccessStep {...props} />}
          {props && step === 'test' && <TestStep {...props} />}
          {props && step === 'done' && <DoneStep {...props} onResourceAdded={onResourceAdded} onAnother={() => startOver(false)} />}
        </Stack>
      </Paper>
      {kind && step !== 'select' && step !== 'done' && (
        <Group>
          <Button variant="default" onClick={() => patch({ step: prevStep(kind, step) }, false)}>
            Back
          </Button>
        </Group>
      )}
    </PageFrame>
  );
}
