// The details of one audit event: its catalogue fields, the pivots and links of "Investigate"
// (pivots/event-pivots.tsx), then the raw event as formatted JSON (plain text in a <pre>, never
// markup) with a copy button.
import '@mantine/core/styles/Drawer.layer.css';
import '@mantine/core/styles/ModalBase.layer.css';
import '@mantine/core/styles/Overlay.layer.css';
import '@mantine/core/styles/CloseButton.layer.css';
import '@mantine/core/styles/Code.layer.css';
import { Box, Button, CopyButton, Drawer, Group, Stack, Text } from '@mantine/core';
import { formatDateTime } from '@/shared/text/format';
import { InfoList } from '@/shared/ui/info-list';
import type { AuditEventView } from '@/features/audit/catalogue/format-event';
import { EventPivots } from './pivots/event-pivots';

export function EventDrawer({ event, onClose, clusterId }: { event: AuditEventView | null; onClose: () => void; clusterId: string }) {
  const json = event ? JSON.stringify(event.raw, null, 2) : '';
  return (
    <Drawer opened={event !== null} onClose={onClose} position="right" size="lg" title="Event details" data-testid="event-drawer">
      {event && (
        <Stack gap="md">
          <InfoList
            label="Event fields"
            rows={[
              ['Description', event.codeDesc],
              ['Message', event.message],
              ['User', event.user || '—'],
              ['Time', event.time ? formatDateTime(event.time) : '—'],
              ['Type', event.type || '—'],
              ['Code', event.code || '—'],
              ['ID', event.id],
            ]}
          />
          <EventPivots event={event} clusterId={clusterId} onNavigate={onClose} />
          <Group justify="space-between">
            <Text fw={600} size="sm">
              Raw event (JSON)
            </Text>
            <CopyButton value={json} timeout={1500}>
              {({ copied, copy }) => (
                <Button size="xs" variant="light" color={copied ? 'green' : undefined} onClick={copy}>
                  {copied ? 'Copied' : 'Copy JSON'}
                </Button>
              )}
            </CopyButton>
          </Group>
          <Box
            component="pre"
            data-testid="event-json"
            m={0}
            p="sm"
            fz="xs"
            style={{
              fontFamily: 'var(--mantine-font-family-monospace)',
              background: 'var(--mantine-color-default-hover)',
              borderRadius: 'var(--mantine-radius-sm)',
              whiteSpace: 'pre-wrap',
              overflowWrap: 'anywhere',
            }}
          >
            {json}
          </Box>
        </Stack>
      )}
    </Drawer>
  );
}
