// The cluster's alerts as banners above the page. Most loads have none: their code (banner-stack.tsx:
// the bars, Mantine's Anchor and CloseButton) is a chunk of its own that loads when there are
// some; the boot preloads its files as soon as the alerts' answer has some (boot-calls.ts). The
// page waits for the banners a moment on the shell's first showing (useBanners), so they do not
// push it down under the user's pointer once it is there. (Mounting the page at once, unseen until
// then, was measured slower: its rendering competes with the shell's and the banners' own.)
import { useEffect, useState } from 'react';
import type { Banner } from './cluster-alerts';
import { importOnce } from '@/shared/lazy/import-once';

type BannerCode = typeof import('./banner-stack');

const bannerCode = importOnce<BannerCode>(() => import('./banner-stack'));

/** Loads the banners' code once; a failed load is tried again by the next call. */
export const loadBannerCode = bannerCode.load;

/**
 * How long the page waits at most, when the shell first shows, for the cluster's alerts and (when
 * there are some) their code, so that banners do not push the page down under the pointer.
 */
export const BANNERS_WAIT_MS = 300;

/**
 * The banners' code (loaded when there are banners), and whether the page may show: once the
 * alerts have answered (`settled`) and, when there are banners, their code is here, or
 * BANNERS_WAIT_MS after the shell first showed. Once shown, the page stays: banners that come
 * later (another cluster's) are drawn above it.
 */
export function useBanners(banners: readonly Banner[], settled: boolean): { code: BannerCode | undefined; pageShown: boolean } {
  const [code, setCode] = useState(bannerCode.loaded);
  const [late, setLate] = useState(false);
  const [shown, setShown] = useState(false);
  const wanted = banners.length > 0 && !code;
  useEffect(() => {
    if (!wanted) return;
    let live = true;
    loadBannerCode().then(
      (loaded) => live && setCode(loaded),
      (err: unknown) => console.warn('The cluster alerts could not be shown: their code did not load.', err),
    );
    return () => {
      live = false;
    };
  }, [wanted]);
  useEffect(() => {
    if (shown) return;
    const timer = setTimeout(() => setLate(true), BANNERS_WAIT_MS);
    return () => clearTimeout(timer);
  }, [shown]);
  const ready = late || (settled && !wanted);
  if (ready && !shown) setShown(true);
  return { code, pageShown: shown || ready };
}

/** Banners stack above the content; close hides one. Nothing without banners or before their code. */
export function Banners({
  banners,
  code,
  onDismiss,
}: {
  banners: readonly Banner[];
  code: BannerCode | undefined;
  onDismiss: (id: string) => void;
}) {
  if (banners.length === 0 || !code) return null;
  return <code.BannerStack banners={banners} onDismiss={onDismiss} />;
}
