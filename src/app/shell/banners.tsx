// The cluster's alerts as banners above the page. Most loads have none: their code (the banners,
// Mantine's Anchor and CloseButton) loads when there are some (banner-stack.tsx).
import { lazy, Suspense } from 'react';
import type { Banner } from './cluster-alerts';

const BannerStack = lazy(() => import('./banner-stack').then((m) => ({ default: m.BannerStack })));

/** Banners stack above the content; close hides one. Nothing without banners. */
export function Banners({ banners, onDismiss }: { banners: readonly Banner[]; onDismiss: (id: string) => void }) {
  if (banners.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <BannerStack banners={banners} onDismiss={onDismiss} />
    </Suspense>
  );
}
