// The selection bar of a resource list (resource-bulk.tsx): how many are selected, Lock selected
// (one lock per resource, where this era's locks have a target for the kind and the ACL allows
// creating locks; else shown disabled with the reason beside it) and Copy names.
import { useId, useState } from 'react';
import { Button, Text } from '@mantine/core';
import { lockAction, type BulkAction, type BulkItem, type LockKind } from '@/shared/bulk/bulk-action';
import type { SelectionState } from '@/shared/bulk/selection';
import { SelectionBar } from '@/shared/bulk/selection-bar';

export interface ResourceBulkBarProps {
  selection: SelectionState<BulkItem>;
  pageKeys: readonly string[];
  clusterId: string;
  noun: string;
  one: string;
  lockTarget?: LockKind;
  mayLock: boolean;
  onAction: (action: BulkAction) => void;
}

export function ResourceBulkBar({ selection, pageKeys, clusterId, noun, one, lockTarget, mayLock, onAction }: ResourceBulkBarProps) {
  const [note, setNote] = useState<string | null>(null);
  const hintId = useId();
  const chosen = () => [...selection.selected.values()];
  const copyNames = async () => {
    const names = chosen().map((e) => e.name);
    try {
      await navigator.clipboard.writeText(names.join('\n'));
      setNote(`Copied ${names.length} ${names.length === 1 ? 'name' : 'names'}`);
    } catch {
      setNote('The names could not be copied: this browser refused the clipboard.');
    }
  };

  const lockButton = !mayLock ? null : lockTarget ? (
    <Button size="xs" onClick={() => onAction(lockAction({ clusterId, kind: lockTarget, items: chosen(), one, many: noun }) as BulkAction)}>
      Lock selected
    </Button>
  ) : (
    <>
      {/* Disabled but focusable, so the reason beside it is read with it (aria-describedby). */}
      <Button size="xs" data-disabled aria-disabled="true" aria-describedby={hintId} onClick={(e) => e.preventDefault()}>
        Lock selected
      </Button>
      <Text id={hintId} fz="xs" c="dimmed" maw={420}>
        Locks of this version have no target for {noun}: lock the users or roles who reach them instead.
      </Text>
    </>
  );

  return (
    <SelectionBar
      selected={selection.selected}
      pageKeys={pageKeys}
      note={note}
      onClear={() => {
        selection.clear();
        setNote(null);
      }}
    >
      {lockButton}
      <Button size="xs" variant="default" onClick={() => void copyNames()}>
        Copy names
      </Button>
    </SelectionBar>
  );
}
