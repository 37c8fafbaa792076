// The target picker of Create New Lock: a kind selector, a search over that kind's live list (or
// the typed value, which is always offered, since a lock may name what is not listed), and the
// picked targets as chips with a remove button each. Keyboard: the kinds are a radio group
// (arrows), the search field adds the typed value on Enter, every row and chip is a button.
import '@mantine/core/styles/Badge.layer.css';
import { useState } from 'react';
import { ActionIcon, Badge, Button, Group, Loader, Paper, Stack, Text, TextInput } from '@mantine/core';
import { SegmentedControl } from '@/shared/ui/segmented-control';
import { useDebouncedValue } from '@mantine/hooks';
import type { UserAcl } from '@/api/gen/model';
import { CloseIcon, SearchIcon } from '@/shared/icons/icons';
import { kindInfo, sameTarget, type LockTargetKind, type PickedTarget } from './lock-targets';
import { filterCandidates, PICKER_KINDS, useTargetCandidates, type Candidate } from './target-candidates';

export interface TargetPickerProps {
  clusterId: string;
  acl: UserAcl;
  picked: readonly PickedTarget[];
  onAdd: (target: PickedTarget) => void;
  onRemove: (target: PickedTarget) => void;
  /** The targets' problem after a submit, shown under the chips. */
  error?: string | null;
}

export const chipText = (t: PickedTarget) => `${t.kind}: ${t.label && t.label !== t.value ? `${t.label} (${t.value})` : t.value}`;

function CandidateRow({ candidate, added, onToggle }: { candidate: Candidate; added: boolean; onToggle: () => void }) {
  const name = candidate.label ?? candidate.value;
  return (
    <Group justify="space-between" wrap="nowrap" gap="sm" py={6} px="sm" data-candidate={candidate.value}>
      <div style={{ minWidth: 0, flex: 1 }}>
        <Text fw={600} truncate="end" title={name}>
          {name}
        </Text>
        {(candidate.detail || candidate.label) && (
          <Text fz="xs" c="dimmed" truncate="end">
            {[candidate.label && candidate.label !== candidate.value ? candidate.value : null, candidate.detail]
              .filter(Boolean)
              .join(' · ')}
          </Text>
        )}
      </div>
      <Button
        size="compact-sm"
        variant={added ? 'light' : 'default'}
        onClick={onToggle}
        aria-pressed={added}
        aria-label={`${added ? 'Remove' : 'Add'} ${name}`}
        style={{ flexShrink: 0 }}
      >
        {/* The word shown is the first of the name (voice control users say what they see). */}
        {added ? 'Remove' : 'Add'}
      </Button>
    </Group>
  );
}

export function TargetPicker({ clusterId, acl, picked, onAdd, onRemove, error }: TargetPickerProps) {
  const [kind, setKind] = useState<LockTargetKind>('user');
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, 300);
  const list = useTargetCandidates(kind, clusterId, debounced, acl);
  const info = kindInfo(kind);
  const items = list.searched ? list.items : filterCandidates(list.items, search);
  const typed = search.trim();
  const typedListed = list.items.some((c) => c.value === typed);
  const isPicked = (c: Candidate) => picked.some((t) => sameTarget(t, { kind, value: c.value }));
  const toggle = (c: Candidate) => {
    const target = { kind, value: c.value, label: c.label };
    if (isPicked(c)) onRemove(target);
    else onAdd(target);
  };
  const addTyped = () => {
    if (!typed) return;
    onAdd({ kind, value: typed });
    setSearch('');
  };

  return (
    <Stack gap="sm">
      <SegmentedControl
        aria-label="Target kind"
        value={kind}
        onChange={(v) => {
          setKind(v as LockTargetKind);
          setSearch('');
        }}
        data={PICKER_KINDS.map((k) => ({ value: k, label: kindInfo(k).label }))}
        fullWidth
        style={{ flexWrap: 'wrap' }}
      />
      <Group gap="sm" align="flex-end" wrap="nowrap">
        <TextInput
          style={{ flex: 1 }}
          label={`Search ${info.plural} or type one`}
          placeholder={kind === 'access_request' ? 'Access request ID' : `Filter ${info.plural}, or type an exact name and press Enter`}
          leftSection={<SearchIcon size={16} />}
          rightSection={list.loading ? <Loader size="xs" /> : null}
          value={search}
          onChange={(e) => setSearch(e.currentTarget.value)}
          onKeyDown={(e) => {
            if (e.key === 'Enter') {
              e.preventDefault();
              addTyped();
            }
          }}
          maxLength={512}
        />
        <Button
          variant="default"
          onClick={addTyped}
          disabled={!typed || typedListed}
          title={typed ? `Add ${info.label.toLowerCase()} “${typed}” as typed` : undefined}
        >
          Add as typed
        </Button>
      </Group>
      {list.note && (
        <Text fz="sm" c="dimmed" data-testid="picker-note">
          {list.note}
        </Text>
      )}
      {(list.items.length > 0 || list.loading) && (
        <Paper withBorder radius="md">
          <div role="group" aria-label={`Listed ${info.plural}`} style={{ maxHeight: 260, overflowY: 'auto' }}>
            {items.map((c) => (
              <CandidateRow key={c.value} candidate={c} added={isPicked(c)} onToggle={() => toggle(c)} />
            ))}
            {!list.loading && items.length === 0 && (
              <Text c="dimmed" fz="sm" p="sm">
                No {info.plural} match “{search}”.
              </Text>
            )}
            {list.loading && items.length === 0 && (
              <Text c="dimmed" fz="sm" p="sm">
                Loading {info.plural}…
              </Text>
            )}
          </div>
        </Paper>
      )}
      <div>
        <Text fw={600} fz="sm" mb={6} id="picked-targets-label">
          Targets to lock ({picked.length})
        </Text>
        {picked.length === 0 ? (
          <Text c="dimmed" fz="sm">
            None yet: add users, roles, servers or other targets above.
          </Text>
        ) : (
          <Group gap={6} role="list" aria-labelledby="picked-targets-label">
            {picked.map((t) => (
              <Badge
                key={`${t.kind}\u0000${t.value}`}
                role="listitem"
                variant="light"
                radius="sm"
                tt="none"
                size="lg"
                maw="100%"
                title={chipText(t)}
                data-picked={`${t.kind}:${t.value}`}
                rightSection={
                  <ActionIcon size="xs" variant="transparent" color="gray" aria-label={`Remove ${chipText(t)}`} onClick={() => onRemove(t)}>
                    <CloseIcon size={12} />
                  </ActionIcon>
                }
              >
                {chipText(t)}
              </Badge>
            ))}
          </Group>
        )}
        {error && (
          <Text c="red" fz="sm" mt={6} role="alert" data-testid="targets-error">
            {error}
          </Text>
        )}
      </div>
    </Stack>
  );
}
