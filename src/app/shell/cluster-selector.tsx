// 'CLUSTER:' and the current cluster as a button. The dropdown's code (Mantine's Combobox and
// floating-ui) is not in the first load: it is fetched once the first screen is up and the browser
// is idle, or earlier when the button is pointed at or focused, so the dropdown opens at once on
// the first click too (cluster-selector-dropdown.tsx).
import '@mantine/core/styles/Combobox.layer.css';
import { lazy, startTransition, Suspense, useEffect, useId, useState, type Ref } from 'react';
import { ComboboxChevron, Group, InputBase, Text } from '@mantine/core';
import { whenIdle } from '@/api/deferred-validation';
import { useShell } from '@/platform/shell-context';
import { sizes } from '@/platform/theme';

const load = () => import('./cluster-selector-dropdown');
const ClusterSelectorDropdown = lazy(() => load().then((m) => ({ default: m.ClusterSelectorDropdown })));
const preload = () => void load().catch(() => undefined);

/** Case-insensitive substring filter. */
export function filterClusters(ids: readonly string[], search: string): string[] {
  const needle = search.trim().toLowerCase();
  return needle ? ids.filter((id) => id.toLowerCase().includes(needle)) : [...ids];
}

interface ClusterButtonProps {
  clusterId: string;
  labelId: string;
  valueId: string;
  onClick: () => void;
  onPointerEnter?: () => void;
  onFocus?: () => void;
  ref?: Ref<HTMLButtonElement>;
}

/** The selector's button (also the Combobox's target once the dropdown is loaded). */
export function ClusterButton({ clusterId, labelId, valueId, ref, ...rest }: ClusterButtonProps) {
  return (
    <InputBase
      {...rest}
      ref={ref}
      component="button"
      type="button"
      pointer
      w={sizes.clusterSelectorWidth}
      maw="40vw"
      miw={140}
      style={{ flexShrink: 1 }}
      rightSection={<ComboboxChevron />}
      rightSectionPointerEvents="none"
      aria-labelledby={`${labelId} ${valueId}`}
      data-testid="cluster-selector"
    >
      <Text component="span" id={valueId} fz="sm" truncate="end" display="block">
        {clusterId}
      </Text>
    </InputBase>
  );
}

export function ClusterSelector() {
  const { clusterId } = useShell();
  const labelId = useId();
  const valueId = useId();
  const [armed, setArmed] = useState(false);
  useEffect(() => whenIdle(preload), []);
  const standIn = (
    <ClusterButton
      clusterId={clusterId}
      labelId={labelId}
      valueId={valueId}
      aria-haspopup="listbox"
      aria-expanded={false}
      onPointerEnter={preload}
      onFocus={preload}
      // A transition, as the user menu's: the button (and its focus) stays until the dropdown
      // mounts, which moves the focus to its search field.
      onClick={() => startTransition(() => setArmed(true))}
    />
  );
  return (
    <Group gap="sm" wrap="nowrap" className="shell-cluster-selector">
      <Text id={labelId} fz="sm" fw={600} c="dimmed" className="shell-cluster-label" style={{ flexShrink: 0 }}>
        CLUSTER:
      </Text>
      <Suspense fallback={standIn}>{armed ? <ClusterSelectorDropdown labelId={labelId} valueId={valueId} /> : standIn}</Suspense>
    </Group>
  );
}
