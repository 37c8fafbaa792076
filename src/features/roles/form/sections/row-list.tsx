// The rows of a list field (labels, Kubernetes resources): change, add and remove one, and the
// focus following the row added.
import { useEffect, useRef, type ReactNode } from 'react';
import { ActionIcon, Button } from '@mantine/core';
import { PlusIcon, TrashIcon } from '@/shared/icons/icons';

/** Moves the focus to an element of this form by its data-focus id once it is rendered. */
export function useFocusAfterRender() {
  const pending = useRef<string | null>(null);
  const root = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!pending.current) return;
    // Focus ids are row ids and field ids: letters, digits, dots, dashes and underscores.
    root.current?.querySelector<HTMLElement>(`[data-focus="${pending.current}"]`)?.focus();
    pending.current = null;
  });
  return {
    root,
    focus: (target: string) => {
      pending.current = target;
    },
  };
}

/** The rows of a list field (labels, Kubernetes resources): change one, add one (focus on its
 * first field), remove one (focus back on the Add button). */
export function useRowList<Row extends { id: string }>(
  rows: Row[],
  onChange: (rows: Row[]) => void,
  fieldId: string,
  blank: () => Row,
  firstField: string,
) {
  const { root, focus } = useFocusAfterRender();
  return {
    root,
    update: (rowId: string, patch: Partial<Row>) => onChange(rows.map((r) => (r.id === rowId ? { ...r, ...patch } : r))),
    add: () => {
      const row = blank();
      onChange([...rows, row]);
      focus(`${row.id}.${firstField}`);
    },
    remove: (rowId: string) => {
      onChange(rows.filter((r) => r.id !== rowId));
      focus(`${fieldId}.add`);
    },
  };
}

export function RemoveRowButton({ label, onClick, disabled }: { label: string; onClick: () => void; disabled: boolean }) {
  return (
    <ActionIcon variant="subtle" color="gray" size="lg" aria-label={label} onClick={onClick} disabled={disabled}>
      <TrashIcon size={16} />
    </ActionIcon>
  );
}

export function AddRowButton({
  fieldId,
  onClick,
  disabled,
  children,
}: {
  fieldId: string;
  onClick: () => void;
  disabled: boolean;
  children: ReactNode;
}) {
  return (
    <div>
      <Button
        variant="default"
        size="compact-sm"
        leftSection={<PlusIcon size={14} />}
        onClick={onClick}
        disabled={disabled}
        data-focus={`${fieldId}.add`}
      >
        {children}
      </Button>
    </div>
  );
}
