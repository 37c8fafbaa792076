// "Review changes": the step between the editor's Save and the write. It shows the server's copy
// against the draft, change by change (path, before, after), computed on the parsed YAML; when the
// server's copy changed since the editor opened, it says so, shows both sides' changes since then
// (conflicts marked, each with a choice) and offers to re-base the draft onto the server's copy or
// to overwrite it on purpose; when the item was deleted meanwhile, it offers to create it again.
// The heading takes the focus; Escape and "Back to editing" return to the editor as it was.
import '@mantine/core/styles/SimpleGrid.layer.css';
import '@mantine/core/styles/Badge.layer.css';
import '@mantine/core/styles/Table.layer.css';
import './review-changes.css';
import { useEffect, useLayoutEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { Alert, Badge, Button, Group, Paper, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { SegmentedControl } from '@/shared/ui/segmented-control';
import { BusyButton } from '@/shared/ui/busy-button';
import {
  changedOnServer,
  conflictKey,
  mergeThreeWay,
  rewriteYaml,
  threeWay,
  withServerRevision,
  type Conflict,
  type Marked,
  type Resolution,
} from './three-way';
import { formatPath, formatValue, reviewDraft, valueOf, type Change } from './yaml-diff';

export interface ReviewInput {
  mode: 'create' | 'edit';
  /** The item's name (metadata.name of the draft). */
  name: string;
  /** How a reader calls the kind. */
  label: string;
  draft: string;
  /** Editing: the server's copy when the editor opened (or when the draft was last re-based). */
  base: string | null;
  /** The server's copy as just re-read: null when creating, or when it was deleted meanwhile. */
  current: string | null;
}

export interface ReviewActions {
  busy: boolean;
  /** Save the text: `check` re-reads the server's copy first (a plain save, not an overwrite). */
  onSave(text: string, how: 'create' | 'update', check: boolean): void;
  onBack(): void;
  /** The draft re-based onto `current`: back to the editor, with what was resolved and how. */
  onRebase(text: string, base: string, conflicts: { conflict: Conflict; resolution: Resolution }[]): void;
}

export type ReviewStep = 'review' | 'conflict' | 'deleted';

export function reviewStep(input: ReviewInput): ReviewStep {
  if (input.mode === 'create') return 'review';
  if (input.current === null) return 'deleted';
  return input.base !== null && changedOnServer(valueOf(input.base), valueOf(input.current)) ? 'conflict' : 'review';
}

const KIND_COLOR = { added: 'green', removed: 'red', changed: 'blue' } as const;

function Value({ value, missing }: { value: unknown; missing: string }) {
  if (value === undefined)
    return (
      <Text fz="sm" c="dimmed" fs="italic">
        {missing}
      </Text>
    );
  return <pre className="review-value">{formatValue(value)}</pre>;
}

function ChangeTable({
  changes,
  label,
  beforeHead,
  afterHead,
}: {
  changes: (Change | Marked)[];
  label: string;
  beforeHead: string;
  afterHead: string;
}) {
  return (
    <div className="review-list" role="region" aria-label={label} tabIndex={0}>
      <Table className="review-changes-table" aria-label={label} verticalSpacing="xs" striped={false}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th w="30%">Path</Table.Th>
            <Table.Th w="7.5rem">Change</Table.Th>
            <Table.Th>{beforeHead}</Table.Th>
            <Table.Th>{afterHead}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {changes.map((c) => (
            <Table.Tr key={`${c.kind}:${formatPath(c.path)}`} data-change={c.kind}>
              <Table.Td>
                <span className="review-path">{formatPath(c.path)}</span>
              </Table.Td>
              <Table.Td>
                <Stack gap={4} align="flex-start">
                  <Badge variant="light" color={KIND_COLOR[c.kind]}>
                    {c.kind}
                  </Badge>
                  {'conflict' in c && c.conflict && (
                    <Badge variant="filled" color="red">
                      conflict
                    </Badge>
                  )}
                </Stack>
              </Table.Td>
              <Table.Td>
                <Value value={c.before} missing="(none)" />
              </Table.Td>
              <Table.Td>
                <Value value={c.after} missing="(removed)" />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </div>
  );
}

function Heading({ children, focusKey }: { children: string; focusKey: string }) {
  const ref = useRef<HTMLHeadingElement>(null);
  // In the commit, before the browser hides the editor (and the focused Save with it): the focus
  // goes straight from Save to the heading, never by <body>.
  useLayoutEffect(() => ref.current?.focus(), [focusKey]);
  return (
    <Title order={2} fz="lg" ref={ref} tabIndex={-1}>
      {children}
    </Title>
  );
}

/** Escape goes back to the editor (the dialog itself does not close on Escape). */
function useEscapeBack(onBack: () => void, busy: boolean) {
  const latest = useRef({ onBack, busy });
  useLayoutEffect(() => {
    latest.current = { onBack, busy };
  });
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== 'Escape' || e.defaultPrevented || latest.current.busy) return;
      e.preventDefault();
      latest.current.onBack();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, []);
}

interface StepProps {
  props: ReviewInput & ReviewActions;
  named: string;
  backButton: ReactNode;
}

/** The usual step: the server's copy against the draft, change by change, then Save. */
function ReviewStep({ props, named, backButton }: StepProps) {
  const { mode, name, label, draft, current, busy, onSave } = props;
  const review = useMemo(() => reviewDraft(mode === 'create' ? null : current, draft), [mode, current, draft]);
  return (
    <>
      <Text fz="sm">
        {mode === 'create'
          ? `The new ${label} ${named}, all of it added.`
          : `The server’s copy of ${named} (before) against your draft (after), change by change.`}
      </Text>
      {review.onlyFormatting ? (
        <Alert color="blue" variant="light" title="Only formatting or comments changed">
          <Text fz="sm">The {label} means the same as the server’s copy; saving stores your text as it is.</Text>
        </Alert>
      ) : review.changes.length === 0 ? (
        <Alert color="blue" variant="light" title="Nothing changed">
          <Text fz="sm">Your draft is the same as the server’s copy.</Text>
        </Alert>
      ) : (
        <>
          <Text fz="sm" c="dimmed">
            {review.changes.length === 1 ? '1 change' : `${review.changes.length} changes`}
          </Text>
          <ChangeTable
            changes={review.changes}
            label={`Changes to ${label} ${name}`}
            beforeHead={mode === 'create' ? 'Before' : 'On the server'}
            afterHead="Yours"
          />
        </>
      )}
      <Group justify="flex-end" gap="sm">
        {backButton}
        <BusyButton onClick={() => onSave(draft, mode === 'create' ? 'create' : 'update', mode === 'edit')} busy={busy}>
          Save
        </BusyButton>
      </Group>
    </>
  );
}

/** The item went from the server since the editor opened: create it again, or go back. */
function DeletedStep({ props, named, backButton }: StepProps) {
  const { draft, busy, onSave } = props;
  return (
    <>
      <Alert color="red" variant="light" role="alert" title={`${named} was deleted on the server since you opened it`}>
        <Text fz="sm">Saving cannot update it. Create it again with your text, or go back to the editor and copy what you need.</Text>
      </Alert>
      <Group justify="flex-end" gap="sm">
        {backButton}
        <BusyButton color="red" data-danger onClick={() => onSave(draft, 'create', false)} busy={busy}>
          Create it again with mine
        </BusyButton>
      </Group>
    </>
  );
}

/** One path both changed: the two values, and which one a re-base takes. */
function ConflictChoice({ conflict, choice, onChoose }: { conflict: Conflict; choice: Resolution; onChoose: (r: Resolution) => void }) {
  const key = conflictKey(conflict);
  return (
    <Paper withBorder p="sm" data-testid="conflict">
      <Stack gap="xs">
        <span className="review-path">{key}</span>
        <SimpleGrid cols={2} spacing="sm">
          <div>
            <Text fz="xs" fw={600}>
              On the server now
            </Text>
            <Value value={conflict.theirs} missing="(removed)" />
          </div>
          <div>
            <Text fz="xs" fw={600}>
              Yours
            </Text>
            <Value value={conflict.yours} missing="(removed)" />
          </div>
        </SimpleGrid>
        <SegmentedControl
          size="xs"
          aria-label={`When re-basing, ${key} takes`}
          value={choice}
          onChange={(value) => onChoose(value as Resolution)}
          data={[
            { value: 'theirs', label: 'The server’s value' },
            { value: 'yours', label: 'My value' },
          ]}
        />
      </Stack>
    </Paper>
  );
}

/** The server's copy changed since the editor opened: both sides' changes, then re-base or overwrite. */
function ConflictStep({ props, named, backButton }: StepProps) {
  const { draft, base, current, busy, onSave, onRebase } = props;
  const [choices, setChoices] = useState<Record<string, Resolution>>({});
  const three = useMemo(
    () => (base !== null && current !== null ? threeWay(valueOf(base), valueOf(current), valueOf(draft)) : null),
    [base, current, draft],
  );
  if (!three) return null;
  const rebase = () => {
    if (base === null || current === null) return;
    const resolution = (c: Conflict) => choices[conflictKey(c)] ?? 'theirs';
    const merged = mergeThreeWay(valueOf(base), valueOf(current), valueOf(draft), resolution);
    onRebase(
      rewriteYaml(draft, merged.value),
      current,
      merged.conflicts.map((conflict) => ({ conflict, resolution: resolution(conflict) })),
    );
  };
  return (
    <>
      <Alert color="orange" variant="light" role="alert" title={`${named} was changed on the server since you opened it`}>
        <Text fz="sm">
          Saving your draft as it is would undo those changes. Re-base your changes onto the server’s copy (back to the editor, to check and
          save), or overwrite the server’s copy on purpose.
        </Text>
      </Alert>
      <Title order={3} fz="md">
        Changed on the server
      </Title>
      <ChangeTable changes={three.theirs} label="Changed on the server" beforeHead="When you opened it" afterHead="On the server now" />
      <Title order={3} fz="md">
        Your changes
      </Title>
      {three.yours.length > 0 ? (
        <ChangeTable changes={three.yours} label="Your changes" beforeHead="When you opened it" afterHead="Yours" />
      ) : (
        <Text fz="sm" c="dimmed">
          None: your draft changes nothing the server’s copy had when you opened it.
        </Text>
      )}
      {three.conflicts.length > 0 && (
        <Stack gap="xs" role="group" aria-label="Conflicts">
          <Title order={3} fz="md">
            {three.conflicts.length === 1 ? '1 conflict' : `${three.conflicts.length} conflicts`}: both changed the same path
          </Title>
          {three.conflicts.map((c) => {
            const key = conflictKey(c);
            return (
              <ConflictChoice
                key={key}
                conflict={c}
                choice={choices[key] ?? 'theirs'}
                onChoose={(r) => setChoices((old) => ({ ...old, [key]: r }))}
              />
            );
          })}
        </Stack>
      )}
      <Group justify="flex-end" gap="sm">
        {backButton}
        <BusyButton
          color="red"
          data-danger
          onClick={() => onSave(withServerRevision(draft, valueOf(current ?? '')), 'update', false)}
          busy={busy}
        >
          Overwrite with mine
        </BusyButton>
        <Button onClick={rebase} disabled={busy}>
          Re-base my changes
        </Button>
      </Group>
    </>
  );
}

export function ReviewChanges(props: ReviewInput & ReviewActions) {
  const { name, busy, onBack } = props;
  const step = reviewStep(props);
  useEscapeBack(onBack, busy);
  const stepProps: StepProps = {
    props,
    named: `“${name}”`,
    backButton: (
      <Button variant="default" onClick={onBack} disabled={busy}>
        Back to editing
      </Button>
    ),
  };
  return (
    <Stack component="section" aria-label="Review changes" gap="sm" data-testid="review-changes" data-step={step}>
      <Heading focusKey={step}>Review changes</Heading>
      {step === 'review' && <ReviewStep {...stepProps} />}
      {step === 'deleted' && <DeletedStep {...stepProps} />}
      {step === 'conflict' && <ConflictStep {...stepProps} />}
    </Stack>
  );
}
