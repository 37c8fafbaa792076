import '@mantine/core/styles/NavLink.layer.css';
import '@mantine/core/styles/Combobox.layer.css';
import { useEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { Box, NavLink, Stack, Text, VisuallyHidden } from '@mantine/core';
import { DeferredSelect } from '@/shared/ui/deferred-select';
import { useLocation, useRouter } from '@tanstack/react-router';
import { CATEGORIES, type NavigationCategory } from '@/platform/registry/feature';
import { categoryForPath, firstLink, isActiveLink, navSections, type NavEntry } from '@/platform/registry/resolve';
import { goToRemembered, RememberedLink } from '@/shared/navigation/remembered-path';
import { RouterNavLink } from '@/shared/navigation/router-nav-link';
import { Logo } from '@/shared/icons/logo';
import { ChevronDownIcon, ChevronRightIcon, ExternalLinkIcon, LockIcon } from '@/shared/icons/icons';
import { navKeyAction } from './side-nav-keys';
import { useShell } from '@/platform/shell-context';

/**
 * The logo, the category dropdown and the features of the selected category. The
 * category follows the route; each category remembers its last path, and choosing one goes
 * there or to its first item.
 */
export function SideNav() {
  const { features, clusterId } = useShell();
  const router = useRouter();
  const location = useLocation();
  const here = `${location.pathname}${location.searchStr}`;
  const routeCategory = categoryForPath(features, location.pathname);

  const [selected, setSelected] = useState<NavigationCategory>(
    () => routeCategory ?? CATEGORIES.find((c) => firstLink(features, c.id, clusterId))?.id ?? 'resources',
  );
  // The category follows the route (adjusted during render, not in an effect).
  const [followed, setFollowed] = useState(routeCategory);
  if (routeCategory !== followed) {
    setFollowed(routeCategory);
    if (routeCategory) setSelected(routeCategory);
  }
  const memory = useRef(new Map<NavigationCategory, string>());
  useEffect(() => {
    if (routeCategory) memory.current.set(routeCategory, here);
  }, [routeCategory, here]);

  const choose = (category: NavigationCategory) => {
    setSelected(category);
    const target = memory.current.get(category) ?? firstLink(features, category, clusterId);
    if (target && target !== here) goToRemembered(router, target);
  };

  const sections = useMemo(() => navSections(features, selected, clusterId), [features, selected, clusterId]);
  const [closed, setClosed] = useState<ReadonlySet<string>>(new Set());
  const [opened, setOpened] = useState<ReadonlySet<string>>(new Set());
  const isOpen = (entry: NavEntry) =>
    opened.has(entry.id) ||
    (!closed.has(entry.id) && entry.children.some((c) => c.link && isActiveLink(c.link, c.exact, location.pathname)));
  const setOpen = (id: string, open: boolean) => {
    setOpened((s) => toggled(s, id, open));
    setClosed((s) => toggled(s, id, !open));
  };

  const listRef = useRef<HTMLDivElement>(null);
  const categoryRef = useRef<HTMLInputElement>(null);
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const nodes = [...(listRef.current?.querySelectorAll<HTMLElement>('[data-nav-item]') ?? [])];
    const index = nodes.indexOf(event.target as HTMLElement);
    if (index < 0) return;
    const items = nodes.map((n) => ({ group: n.dataset.navGroup, open: n.dataset.open === 'true', parent: n.dataset.navParent }));
    const action = navKeyAction(event.key, items, index);
    if (action.kind === 'none') return;
    event.preventDefault();
    if (action.kind === 'focus') nodes[action.index]?.focus();
    else if (action.kind === 'open') setOpen(action.group, true);
    else if (action.kind === 'close') {
      setOpen(action.group, false);
      if (action.focusHeader)
        listRef.current?.querySelector<HTMLElement>(`[data-nav-group="${action.group.replace(/["\\]/g, '\\$&')}"]`)?.focus();
    } else categoryRef.current?.focus();
  };

  // The items appear one after another, from 160 ms, spread over 140 ms.
  const count = sections.reduce((n, s) => n + s.entries.length, 0);
  let order = 0;
  const renderEntry = (entry: NavEntry, parent?: string) => {
    const Icon = entry.icon;
    const delay = parent ? 0 : 160 + Math.round((140 * order++) / Math.max(count - 1, 1));
    const common = {
      'data-nav-item': true,
      'data-nav-parent': parent,
      leftSection: <Icon size={18} />,
      className: 'shell-nav-link',
      style: { animationDelay: `${delay}ms` },
    };
    if (entry.children.length > 0) {
      const open = isOpen(entry);
      return (
        <div key={entry.id}>
          <NavLink
            {...common}
            component="button"
            label={entry.title}
            data-nav-group={entry.id}
            data-open={open}
            aria-expanded={open}
            onClick={() => setOpen(entry.id, !open)}
            rightSection={open ? <ChevronDownIcon size={16} /> : <ChevronRightIcon size={16} />}
          />
          {open && (
            <Stack gap={2} pl="md">
              {entry.children.map((c) => renderEntry(c, entry.id))}
            </Stack>
          )}
        </div>
      );
    }
    if (entry.external) {
      return (
        <NavLink
          {...common}
          key={entry.id}
          component="a"
          href={entry.link}
          target="_blank"
          rel="noopener noreferrer"
          label={
            <>
              {entry.title}
              <VisuallyHidden> (opens in a new tab)</VisuallyHidden>
            </>
          }
          rightSection={<ExternalLinkIcon size={14} />}
        />
      );
    }
    const active = isActiveLink(entry.link ?? '', entry.exact, location.pathname);
    const item = {
      ...common,
      label: entry.locked ? (
        <>
          {entry.title}
          <VisuallyHidden> (locked)</VisuallyHidden>
        </>
      ) : (
        entry.title
      ),
      rightSection: entry.locked ? <LockIcon size={14} /> : undefined,
      'data-locked': entry.locked || undefined,
      active,
      'aria-current': active ? ('page' as const) : undefined,
    };
    // A route file's feature links typed (its route and the cluster); a hand-made entry by its path.
    if (entry.target) {
      return (
        <RouterNavLink
          {...item}
          key={entry.id}
          to={entry.target.to}
          params={entry.target.params}
          activeOptions={{ exact: entry.exact, includeSearch: false }}
          activeProps={{}}
        />
      );
    }
    return <NavLink {...item} key={entry.id} component={RememberedLink} to={entry.link ?? '/'} />;
  };

  return (
    <Stack gap={0} h="100%" component="nav" aria-label="Side navigation">
      <Box h="var(--app-topbar-height)" px="md" className="shell-logo-row">
        <Logo />
      </Box>
      <Box px="sm" pt="md" pb="xs">
        <DeferredSelect
          ref={categoryRef}
          aria-label="Category"
          data={CATEGORIES.map((c) => ({ value: c.id, label: c.title }))}
          value={selected}
          onChange={(value) => value && choose(value as NavigationCategory)}
          allowDeselect={false}
          checkIconPosition="right"
          comboboxProps={{ withinPortal: true }}
          data-testid="category-select"
        />
      </Box>
      {/* The browser's own scrolling (thin scrollbar, shell.css): Mantine's ScrollArea is not worth its code here. */}
      <Box flex={1} className="shell-nav-scroll">
        <Box px="sm" pb="md" ref={listRef} onKeyDown={onKeyDown} data-testid="side-nav-items" key={selected} className="shell-nav-list">
          {sections.length === 0 && (
            <Text c="dimmed" fz="sm" px="xs" py="sm">
              Nothing in {CATEGORIES.find((c) => c.id === selected)?.title} is available to you yet.
            </Text>
          )}
          {sections.map((section) => (
            <Stack key={section.id} gap={2} mt="xs" role="group" aria-label={section.title ?? undefined}>
              {section.title && (
                <Text fz="xs" fw={600} tt="uppercase" c="dimmed" px="xs" pt="xs" pb={4} aria-hidden="true">
                  {section.title}
                </Text>
              )}
              {section.entries.map((entry) => renderEntry(entry))}
            </Stack>
          ))}
        </Box>
      </Box>
    </Stack>
  );
}

function toggled(set: ReadonlySet<string>, id: string, on: boolean): ReadonlySet<string> {
  const next = new Set(set);
  if (on) next.add(id);
  else next.delete(id);
  return next;
}
