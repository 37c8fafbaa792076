// The step indicator: the kind's steps in order, done ones ticked, the current one marked for
// assistive technology too (aria-current="step").
import { Box, Group, Text, VisuallyHidden } from '@mantine/core';
import { CheckIcon } from '@/shared/icons/resource-icons';
import { STEP_TITLES, type StepId } from './step-machine';

export function StepIndicator({ steps, current }: { steps: readonly StepId[]; current: StepId }) {
  const at = steps.indexOf(current);
  return (
    // The list itself lays the steps out: its children are its items, nothing between.
    <Group
      component="ol"
      gap="xs"
      wrap="wrap"
      aria-label="Enrolment steps"
      data-testid="discover-steps"
      m={0}
      p={0}
      style={{ listStyle: 'none' }}
    >
      {steps.map((step, i) => {
        const state = i < at ? 'done' : i === at ? 'current' : 'next';
        const color = state === 'next' ? 'var(--mantine-color-dimmed)' : 'var(--mantine-primary-color-filled)';
        return (
          <Group key={step} component="li" gap={6} wrap="nowrap" aria-current={state === 'current' ? 'step' : undefined} data-state={state}>
            <Box
              aria-hidden
              style={{
                width: 24,
                height: 24,
                borderRadius: '50%',
                display: 'grid',
                placeItems: 'center',
                fontSize: 12,
                fontWeight: 600,
                border: `2px solid ${color}`,
                color: state === 'current' ? 'var(--mantine-primary-color-contrast)' : color,
                background: state === 'current' ? 'var(--mantine-primary-color-filled)' : 'transparent',
              }}
            >
              {state === 'done' ? <CheckIcon size={14} /> : i + 1}
            </Box>
            <Text size="sm" fw={state === 'current' ? 700 : 400} c={state === 'next' ? 'dimmed' : undefined}>
              {STEP_TITLES[step]}
              {state === 'done' && <VisuallyHidden> (done)</VisuallyHidden>}
            </Text>
            {i < steps.length - 1 && (
              <Text aria-hidden c="dimmed" size="sm">
                ›
              </Text>
            )}
          </Group>
        );
      })}
    </Group>
  );
}
