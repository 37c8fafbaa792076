import '@mantine/core/styles/CloseButton.layer.css';
import '@mantine/core/styles/Anchor.layer.css';
import { Anchor, Box, CloseButton, Group, Stack, Text, VisuallyHidden } from '@mantine/core';
import { isVendorLink } from '@/shared/navigation/vendor-link';
import { InfoIcon, WarningIcon } from '@/shared/icons/icons';
import type { Banner, BannerSeverity } from './cluster-alerts';

const COLOR: Record<BannerSeverity, string> = { info: 'blue', warning: 'yellow', danger: 'red' };

// The banners themselves (banners.tsx loads this when there are any).

/** Banners stack above the content; close hides one. */
export function BannerStack({ banners, onDismiss }: { banners: readonly Banner[]; onDismiss: (id: string) => void }) {
  return (
    <Stack gap={0} data-testid="banners" className="shell-banners">
      {banners.map((banner) => (
        <BannerBar key={banner.id} banner={banner} onDismiss={() => onDismiss(banner.id)} />
      ))}
    </Stack>
  );
}

function BannerBar({ banner, onDismiss }: { banner: Banner; onDismiss: () => void }) {
  const color = COLOR[banner.severity];
  return (
    <Box
      role={banner.severity === 'danger' ? 'alert' : 'status'}
      data-severity={banner.severity}
      className="shell-banner"
      mih="var(--app-banner-height)"
      px="lg"
      py={6}
      style={{ background: `var(--mantine-color-${color}-light)`, borderBottom: `1px solid var(--mantine-color-${color}-outline)` }}
    >
      <Group gap="sm" wrap="nowrap" justify="space-between">
        <Group gap="sm" wrap="nowrap" style={{ minWidth: 0 }}>
          <Box c={`var(--mantine-color-${color}-light-color)`} style={{ display: 'flex', flexShrink: 0 }}>
            {banner.severity === 'info' ? <InfoIcon size={18} /> : <WarningIcon size={18} />}
          </Box>
          <Text fz="sm" className="shell-banner-text" style={{ overflowWrap: 'anywhere' }}>
            {banner.message}
            {banner.link && (
              <>
                {' '}
                {isVendorLink(banner.link) ? (
                  <Anchor href={banner.link} target="_blank" rel="noopener noreferrer" fz="sm" fw={600} className="shell-banner-text">
                    Learn more<VisuallyHidden> (opens in a new tab)</VisuallyHidden>
                  </Anchor>
                ) : (
                  <Text span fz="sm" ff="monospace" data-testid="banner-plain-link">
                    {banner.link}
                  </Text>
                )}
              </>
            )}
          </Text>
        </Group>
        <CloseButton aria-label="Dismiss" onClick={onDismiss} size="sm" className="shell-banner-text" />
      </Group>
    </Box>
  );
}
