import '@mantine/core/styles/Anchor.layer.css';
import { Anchor, Text, VisuallyHidden } from '@mantine/core';
import { isVendorLink } from './vendor-link';

/**
 * A link to somewhere outside the console: clickable (new tab) only on the vendor's own site,
 * plain selectable text anywhere else.
 */
export function SafeLink({ href, children }: { href: string; children: string }) {
  if (isVendorLink(href)) {
    return (
      <Anchor href={href} target="_blank" rel="noopener noreferrer" fz="sm">
        {children}
        <VisuallyHidden> (opens in a new tab)</VisuallyHidden>
      </Anchor>
    );
  }
  return (
    <Text span fz="sm">
      {children}:{' '}
      <Text span ff="monospace" fz="xs" style={{ userSelect: 'all', overflowWrap: 'anywhere' }} data-testid="plain-link">
        {href}
      </Text>
    </Text>
  );
}
