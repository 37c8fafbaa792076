// Enroll New Integration: one tile per kind. AWS OIDC opens its form; the others are shown
// plainly as not available in this console (no link, a badge saying so).
import '@mantine/core/styles/Badge.layer.css';
import '@mantine/core/styles/Card.layer.css';
import '@mantine/core/styles/SimpleGrid.layer.css';
import { Badge, Card, Group, SimpleGrid, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { PageFrame } from '@/shared/pages/page-frame';
import { INTEGRATION_KINDS, type IntegrationKind } from './integration-kinds';

function TileBody({ kind }: { kind: IntegrationKind }) {
  return (
    <Stack gap={6}>
      <Group justify="space-between" wrap="nowrap" gap="xs">
        <Title order={2} fz="lg">
          {kind.live && <VisuallyHidden>Enroll </VisuallyHidden>}
          {kind.title}
        </Title>
        {kind.live ? (
          <Badge variant="default" tt="none">
            Available
          </Badge>
        ) : (
          <Badge color="gray" variant="outline" tt="none">
            Not available here
          </Badge>
        )}
      </Group>
      <Text fz="sm" c={kind.live ? undefined : 'dimmed'}>
        {kind.description}
      </Text>
    </Stack>
  );
}

export function EnrollTilesPage() {
  return (
    <PageFrame title="Enroll New Integration" description="Pick the kind of integration to set up.">
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
        {INTEGRATION_KINDS.map((kind) => (
          <li key={kind.type} data-kind={kind.type}>
            {kind.live ? (
              <Card
                renderRoot={(props) => <Link {...props} to="/integrations/new/$type" params={{ type: kind.type }} />}
                withBorder
                radius="md"
                padding="lg"
                h="100%"
                style={{ textDecoration: 'none' }}
              >
                <TileBody kind={kind} />
              </Card>
            ) : (
              <Card withBorder radius="md" padding="lg" h="100%" aria-disabled="true" style={{ opacity: 0.75, cursor: 'not-allowed' }}>
                <TileBody kind={kind} />
                <Text fz="xs" c="dimmed" mt="sm">
                  Set up {kind.title} with tctl and the Teleport plugin guide; it is listed under Integrations once it exists.
                </Text>
              </Card>
            )}
          </li>
        ))}
      </SimpleGrid>
    </PageFrame>
  );
}
