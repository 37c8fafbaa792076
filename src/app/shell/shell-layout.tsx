import '@mantine/core/styles/AppShell.layer.css';
import './shell.css';
import { memo, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { AppShell, Box } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { Outlet, useLocation, useRouteContext, useRouterState } from '@tanstack/react-router';
import { useGetUserContext, useListClusters } from '@/api/gen/hooks/clusters/clusters';
import type { UserContext } from '@/api/gen/model';
import { readConfig, type ClientConfig } from '@/platform/config';
import { accessEnv } from '@/platform/registry/flags';
import { featureForPath, pageTitle, resolveFeatures, showsLockedPage } from '@/platform/registry/resolve';
import { placeOf } from './top-bar';
import { clusterIdFromPath } from '@/platform/registry/paths';
import { ShellContext, type ShellState } from '@/platform/shell-context';
import { PreferencesProvider } from './preferences-context';
import { SideNav } from './side-nav';
import { TopBar } from './top-bar';
import { Banners, useBanners } from './banners';
import { shellPageShown } from '@/api/first-screen';
import { useClusterAlerts } from './use-cluster-alerts';
import { ShellDialogs } from './shell-dialogs';
import { usePaletteShortcut } from './palette-shortcut';
import { LockedFeaturePage } from './locked-feature-page';
import { clusterList, shellUserContext } from '@/platform/shell-data';
import { useAssistHost } from '@/platform/assist-context';
import { ASSIST_DOCKED_WIDTH } from '@/platform/assist-view-mode';
import { sizes } from '@/platform/theme';
import { AssistHostProvider, AssistPanelSlot, useAssistPanelShown } from './assist-provider';

export const DEFAULT_TITLE = 'Access Console';

/** The authenticated shell: side nav, top bar, banners above the page, dialogs. */
export function ShellLayout() {
  const config = useMemo(() => readConfig(), []);
  const select = useCallback((data: unknown) => shellUserContext(data, config.proxyCluster), [config.proxyCluster]);
  const context = useGetUserContext(config.proxyCluster, { query: { select } });
  // The route's beforeLoad ensured it; without it there is nothing to show but this message.
  if (!context.data) throw new Error('The platform context could not be retrieved.');
  return <Shell config={config} user={context.data} />;
}

function Shell({ config, user }: { config: ClientConfig; user: UserContext }) {
  // A list of the wrong shape (an empty body, an object) becomes the query's error, which the
  // cluster selector shows as 'Error: {message}'; the rest of the shell carries on.
  const clustersQuery = useListClusters({ query: { select: clusterList } });
  // Only the path: a change of the page's search (typing, sorting, paging) does not re-render the shell.
  const pathname = useLocation({ select: (l) => l.pathname });
  const [paletteOpen, setPaletteOpen] = useState(false);
  const env = useMemo(() => accessEnv(user.userAcl, config), [user.userAcl, config]);
  const registry = useRouteContext({ from: '/_authed/_shell', select: (c) => c.registry });
  const features = useMemo(() => resolveFeatures(registry, env), [registry, env]);
  const urlClusterId = clusterIdFromPath(pathname);
  const clusterId = urlClusterId ?? config.proxyCluster;

  const feature = useMemo(() => featureForPath(features, pathname), [features, pathname]);
  const title = feature?.route?.title ?? DEFAULT_TITLE;
  // The top bar names where the page sits (Management › Access), never the page's title again.
  const place = useMemo(() => placeOf(features, feature), [features, feature]);
  useEffect(() => {
    document.title = feature?.route ? pageTitle(feature.route.title, urlClusterId) : DEFAULT_TITLE;
  }, [feature, urlClusterId]);
  // Leaving the shell (logout, a full-screen page) leaves no stale title behind.
  useEffect(() => () => void (document.title = DEFAULT_TITLE), []);

  usePaletteShortcut(() => setPaletteOpen((open) => !open));
  const alerts = useClusterAlerts(clusterId, config.isDashboard);
  const banners = useBanners(alerts.banners, alerts.settled);
  useEffect(() => {
    if (banners.pageShown) shellPageShown();
  }, [banners.pageShown]);
  const main = useRef<HTMLElement>(null);

  const openPalette = useCallback(() => setPaletteOpen(true), []);
  const closePalette = useCallback(() => setPaletteOpen(false), []);
  // The same object while nothing in it changed: a route change re-renders no consumer of the
  // shell context (the pages, the side nav, the top bar) through it.
  const { data: clusters, error: clustersError, isLoading: clustersLoading } = clustersQuery;
  const state = useMemo<ShellState>(
    () => ({
      config,
      user,
      env,
      features,
      urlClusterId,
      clusterId,
      clusters: { data: clusters, error: clustersError, isLoading: clustersLoading },
      openPalette,
    }),
    [config, user, env, features, urlClusterId, clusterId, clusters, clustersError, clustersLoading, openPalette],
  );

  return (
    <PreferencesProvider>
      <ShellContext.Provider value={state}>
        {/* The session lifecycle runs for the whole signed-in area: src/app/routes/authed.tsx. */}
        <SkipLink target={main} />
        <AssistHostProvider enabled={env.flags.assist}>
          <ShellFrame place={place} main={main}>
            <ShellBanners banners={alerts.banners} code={banners.code} onDismiss={alerts.dismiss} />
            <Box className="shell-content" p="lg">
              {/* The page, once the banners above it are drawn (or a moment has passed). A locked
                  feature keeps its address; the shell shows why it is locked instead of its page. */}
              {!banners.pageShown ? null : feature && showsLockedPage(feature) ? (
                <LockedFeaturePage title={feature.route?.title ?? title} usageBasedBilling={config.isUsageBasedBilling} />
              ) : (
                <Outlet />
              )}
            </Box>
          </ShellFrame>
        </AssistHostProvider>
        <ShellDialogsMemo
          clusterId={config.proxyCluster}
          canDiscover={env.flags.discover}
          paletteOpen={paletteOpen}
          onPaletteClose={closePalette}
        />
      </ShellContext.Provider>
    </PreferencesProvider>
  );
}

const MAIN_ID = 'main-content';
const NAV_ID = 'side-nav';

/** The side nav's state in a window narrower than the shell's layout (a zoomed page, a small screen). */
export type FoldingNav = { folded: boolean; opened: boolean; toggle: () => void; controls: string };

/**
 * Below 1024px (and so at 200% zoom of a 1280px window) the side nav folds away behind the top
 * bar's Navigation button and opens over the page. Opening it moves the focus to its first link;
 * Escape closes it and gives the focus back to the button; following a link closes it, and the
 * new page's heading has the focus as after any navigation.
 */
function useFoldingNav(main: React.RefObject<HTMLElement | null>) {
  const folded = useMediaQuery(`(max-width: ${sizes.minWindowWidth - 0.02}px)`, false, { getInitialValueInEffect: false });
  const [opened, setOpened] = useState(false);
  // The path of the page on screen: the location changes as a navigation starts, this once the
  // new page shows (and its heading has taken the focus).
  const pathname = useRouterState({ select: (s) => (s.resolvedLocation ?? s.location).pathname });
  const openedAt = useRef(pathname);
  useEffect(() => {
    if (!opened) return;
    if (openedAt.current !== pathname) {
      setOpened(false);
      // The new page's heading took the focus (page-frame.tsx); if it did not, the page takes it
      // rather than a link of the folded nav.
      if (document.activeElement?.closest(`#${NAV_ID}`)) main.current?.focus();
      return;
    }
    document.querySelector<HTMLElement>(`#${NAV_ID} a[href]`)?.focus();
  }, [opened, pathname, main]);
  const toggle = useCallback(() => {
    openedAt.current = pathname;
    setOpened((o) => !o);
  }, [pathname]);
  const onKeyDown = useCallback((event: React.KeyboardEvent) => {
    if (event.key !== 'Escape') return;
    setOpened(false);
    document.querySelector<HTMLElement>(`[aria-controls="${NAV_ID}"]`)?.focus();
  }, []);
  return useMemo(() => ({ folded, opened: folded && opened, toggle, onKeyDown, controls: NAV_ID }), [folded, opened, toggle, onKeyDown]);
}

// Re-rendered by what they read themselves (the shell context, the location), not by every render of the frame.
const ShellSideNav = memo(SideNav);
const ShellTopBar = memo(TopBar);
const ShellBanners = memo(Banners);
const ShellDialogsMemo = memo(ShellDialogs);

/**
 * Side nav, top bar and the page; the assistant docked beside the page (520px, below the top bar) when
 * it is open in the docked view, or floating above it in the popup views.
 */
function ShellFrame({
  place,
  main,
  children,
}: {
  place: string | null;
  main: React.RefObject<HTMLElement | null>;
  children: React.ReactNode;
}) {
  const host = useAssistHost();
  const shown = useAssistPanelShown(host);
  const docked = shown && host.view === 'docked';
  const nav = useFoldingNav(main);
  return (
    <>
      <AppShell
        layout="alt"
        header={{ height: sizes.topBarHeight }}
        navbar={{ width: sizes.sidebarWidth, breakpoint: sizes.minWindowWidth, collapsed: { mobile: !nav.opened } }}
        padding={0}
      >
        {/* Folded away, the side nav is out of the Tab order and of what a screen reader reads. */}
        <AppShell.Navbar id={NAV_ID} inert={nav.folded && !nav.opened} onKeyDown={nav.onKeyDown}>
          <ShellSideNav />
        </AppShell.Navbar>
        <AppShell.Header>
          <ShellTopBar place={place} nav={nav.folded ? nav : null} />
        </AppShell.Header>
        {/* Docked, the page makes room for the assistant on its right (the top bar keeps its width). */}
        <AppShell.Main
          ref={main}
          id={MAIN_ID}
          tabIndex={-1}
          className="shell-main"
          // shell.css lays the main area out from these (a page that fills the window marks this
          // data-fill-host with data-page-fill itself), not from :has() rules, which restyled the
          // whole document whenever a page came or went.
          data-beside-assist={docked || undefined}
          data-fill-host=""
          style={docked ? ({ '--app-shell-aside-offset': `${ASSIST_DOCKED_WIDTH}px` } as React.CSSProperties) : undefined}
        >
          {children}
        </AppShell.Main>
      </AppShell>
      {docked && (
        <aside className="shell-assist-docked" data-assist-docked="" aria-label="Assist" style={{ width: ASSIST_DOCKED_WIDTH }}>
          <AssistPanelSlot docked />
        </aside>
      )}
      {shown && !docked && <AssistPanelSlot docked={false} />}
    </>
  );
}

/**
 * The first Tab stop: hidden until focused, it moves the keyboard focus past the navigation to
 * the page. Focus is moved by hand (no fragment navigation, which the router would see).
 */
function SkipLink({ target }: { target: React.RefObject<HTMLElement | null> }) {
  return (
    <a
      href={`#${MAIN_ID}`}
      className="shell-skip-link"
      onClick={(event) => {
        event.preventDefault();
        target.current?.focus();
        target.current?.scrollIntoView({ block: 'start' });
      }}
    >
      Skip to content
    </a>
  );
}
