import { Group, Text } from '@mantine/core';

/** The product mark; its colours follow the theme. */
export function Logo({ size = 28 }: { size?: number }) {
  return (
    <Group gap="xs" wrap="nowrap" aria-label="Access Console">
      <svg width={size} height={size} viewBox="0 0 32 32" aria-hidden="true">
        <rect width="32" height="32" rx="7" fill="var(--mantine-primary-color-filled)" />
        <path d="M9 10h14v3h-5.5v10h-3V13H9z" fill="var(--mantine-color-white)" />
      </svg>
      <Text fw={600} fz="lg" c="var(--mantine-color-text)">
        Access Console
      </Text>
    </Group>
  );
}
