import '@mantine/core/styles/CloseButton.layer.css';
import '@mantine/core/styles/Modal.layer.css';
import '@mantine/core/styles/ModalBase.layer.css';
import '@mantine/core/styles/Overlay.layer.css';
import { useState } from 'react';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useRouter } from '@tanstack/react-router';
import { errorText } from '@/api/errors';
import { needsResourceCheck, writeDiscoverState } from '@/shared/storage/onboarding';
import { checkResources, getCheckResourcesQueryKey } from '@/api/gen/hooks/clusters/clusters';

/**
 * Shown when the resource check says nothing is registered and the user has not been
 * notified; either choice marks them notified. Closes only by one of its buttons.
 */
export function OnboardingDialog({ clusterId, canDiscover }: { clusterId: string; canDiscover: boolean }) {
  const router = useRouter();
  const [eligible] = useState(() => needsResourceCheck(canDiscover));
  const [done, setDone] = useState(false);
  const check = useQuery({
    queryKey: getCheckResourcesQueryKey(clusterId),
    queryFn: async ({ signal }) => {
      try {
        const result = await checkResources(clusterId, undefined, signal);
        if (result.hasResource) writeDiscoverState({ hasResource: true });
        return result;
      } catch (error) {
        // Not knowing is no reason to interrupt the user.
        console.warn(`The resource check failed: ${errorText(error)}`);
        throw error;
      }
    },
    enabled: eligible,
    retry: false,
    staleTime: Infinity,
  });

  const finish = (add: boolean) => {
    writeDiscoverState({ notified: true });
    setDone(true);
    if (add) void router.navigate({ to: '/discover' });
  };

  return (
    <Modal
      opened={eligible && !done && check.data?.hasResource === false}
      onClose={() => finish(false)}
      closeOnClickOutside={false}
      closeOnEscape={false}
      withCloseButton={false}
      centered
      title="Start by adding your first resource"
    >
      <Stack gap="lg">
        <Text>
          This platform gives you secure access to a wide variety of resources, from Linux servers to Kubernetes clusters. Add one to get
          started.
        </Text>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={() => finish(false)}>
            I&apos;ll do that later
          </Button>
          <Button onClick={() => finish(true)}>add my first resource</Button>
        </Group>
      </Stack>
    </Modal>
  );
}
