import '@mantine/core/styles/Kbd.layer.css';
import '@mantine/core/styles/Burger.layer.css';
import { lazy, Suspense } from 'react';
import { Burger, Button, Group, Kbd, Text } from '@mantine/core';
import { SearchIcon } from '@/shared/icons/icons';
import { ASSIST_BUTTON_FACE } from './assist-button-face';
import { ClusterSelector } from './cluster-selector';
import { UserMenu } from './user-menu';
import { useShell } from '@/platform/shell-context';
import { preloadCommandPalette } from './shell-dialogs';
import { useFirstScreenDone } from '@/api/first-screen-hook';
import { CATEGORIES, MANAGEMENT_SECTIONS } from '@/platform/registry/feature';
import type { ResolvedFeature } from '@/platform/registry/resolve';
import type { FoldingNav } from './shell-layout';

// The assistant's button (with its Popover and floating-ui) is not part of the first load: it
// comes once the first screen is up (api/first-screen.ts).
const AssistButton = lazy(() => import('./assist-button').then((m) => ({ default: m.AssistButton })));

/**
 * The room the Assist button takes until its chunk is in (after the first screen): the same
 * button, invisible and out of reach, so the top bar does not shift when it comes.
 */
function AssistButtonRoom() {
  return <Button {...ASSIST_BUTTON_FACE} aria-hidden tabIndex={-1} style={{ visibility: 'hidden' }} />;
}

const isMac = typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.platform);

/**
 * Where a page sits in the side nav ('Management › Access', 'Resources'), from its feature (a
 * child takes its parent's); null for a page outside the categories (Help & Support, Account).
 */
export function placeOf(resolved: readonly ResolvedFeature[], current: ResolvedFeature | null): string | null {
  if (!current) return null;
  const owner = current.feature.category ? current : (resolved.find((r) => r.id === current.feature.parent) ?? current);
  const category = CATEGORIES.find((c) => c.id === owner.feature.category)?.title;
  if (!category) return null;
  const section = MANAGEMENT_SECTIONS.find((s) => s.id === owner.feature.section)?.title;
  return section ? `${category} › ${section}` : category;
}

/**
 * The cluster selector when a cluster is in the URL, else where the page sits (the page's own
 * title is its H1, printed once by the page frame); assist; the user menu.
 */
export function TopBar({ place, nav }: { place: string | null; nav: FoldingNav | null }) {
  const { urlClusterId, env, openPalette } = useShell();
  const firstScreenDone = useFirstScreenDone();
  return (
    <Group h="100%" px="lg" justify="space-between" wrap="nowrap" gap="md">
      <Group gap="xs" wrap="nowrap" miw={0}>
        {nav && (
          <Burger
            opened={nav.opened}
            onClick={nav.toggle}
            size="sm"
            aria-label="Navigation"
            aria-expanded={nav.opened}
            aria-controls={nav.controls}
          />
        )}
        {urlClusterId ? (
          <ClusterSelector />
        ) : (
          <Text c="dimmed" truncate="end" data-testid="top-bar-place">
            {place}
          </Text>
        )}
      </Group>
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
        {env.flags.assist &&
          (firstScreenDone ? (
            <Suspense fallback={<AssistButtonRoom />}>
              <AssistButton />
            </Suspense>
          ) : (
            <AssistButtonRoom />
          ))}
        <UserMenu />
      </Group>
    </Group>
  );
}
