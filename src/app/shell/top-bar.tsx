import '@mantine/core/styles/Kbd.layer.css';
import { lazy, Suspense } from 'react';
import { Button, Group, Kbd, Text } from '@mantine/core';
import { SearchIcon } from '@/shared/icons/icons';
import { ClusterSelector } from './cluster-selector';
import { UserMenu } from './user-menu';
import { useShell } from '@/platform/shell-context';
import { preloadCommandPalette } from './shell-dialogs';
import { useFirstScreenDone } from '@/api/first-screen';

// The assistant's button (with its Popover and floating-ui) is not part of the first load: it
// comes once the first screen is up (api/first-screen.ts).
const AssistButton = lazy(() => import('./assist-button').then((m) => ({ default: m.AssistButton })));

const isMac = typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.platform);

/** The page title, or the cluster selector when a cluster is in the URL; assist; the user menu. */
export function TopBar({ title }: { title: string }) {
  const { urlClusterId, env, openPalette } = useShell();
  const firstScreenDone = useFirstScreenDone();
  return (
    <Group h="100%" px="lg" justify="space-between" wrap="nowrap" gap="md">
      {urlClusterId ? (
        <ClusterSelector />
      ) : (
        <Text fz="xl" fw={600} truncate="end" data-testid="top-bar-title">
          {title}
        </Text>
      )}
      <Group gap="sm" wrap="nowrap" className="shell-top-actions">
        <Button
          variant="default"
          onClick={openPalette}
          onPointerEnter={preloadCommandPalette}
          onFocus={preloadCommandPalette}
          leftSection={<SearchIcon size={16} />}
          rightSection={
            <Kbd size="xs" className="shell-kbd">
              {isMac ? '⌘' : 'Ctrl'} K
            </Kbd>
          }
          aria-keyshortcuts={isMac ? 'Meta+K' : 'Control+K'}
          fw={400}
          c="dimmed"
        >
          Go to…
        </Button>
        {env.flags.assist && firstScreenDone && (
          <Suspense fallback={null}>
            <AssistButton />
          </Suspense>
        )}
        <UserMenu />
      </Group>
    </Group>
  );
}
