import '@mantine/core/styles/Table.layer.css';
import '@mantine/core/styles/Modal.layer.css';
import '@mantine/core/styles/ModalBase.layer.css';
import '@mantine/core/styles/Overlay.layer.css';
import '@mantine/core/styles/CloseButton.layer.css';
import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Group, Loader, Modal, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { deleteMfaDeviceWithToken, getListMfaDevicesQueryKey, useListMfaDevices } from '../../api/gen/hooks/mfa/mfa';
import { errorText } from '../../api/errors';
import { ListError } from '../../shared/resource-list/list-states';
import { formatDateTime } from '../../shared/format';
import { deviceDescription, privilegeToken, type ReauthMethod } from './mfa';
import { AddDeviceDialog, ReauthFields } from './add-device-dialog';

/** MFA devices: the list, adding a device and removing one, each after re-authentication. */
export function MfaDevices() {
  const devices = useListMfaDevices();
  const queryClient = useQueryClient();
  const [adding, setAdding] = useState(false);
  const [removing, setRemoving] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const refresh = () => queryClient.invalidateQueries({ queryKey: getListMfaDevicesQueryKey() });
  const types = new Set((devices.data ?? []).map((d) => d.type));

  const remove = useMutation({
    mutationFn: async ({ name, reauth }: { name: string; reauth: ReauthMethod }) => {
      const token = await privilegeToken(reauth);
      await deleteMfaDeviceWithToken(token, name);
      return name;
    },
    onSuccess: (name) => {
      setRemoving(null);
      setNotice(`Device "${name}" was removed.`);
      void refresh();
    },
  });

  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Title order={2} fz="xl">
          Multi-factor Devices
        </Title>
        <Button onClick={() => setAdding(true)}>Add two-factor device</Button>
      </Group>
      {notice && (
        <Alert color="green" role="status" withCloseButton onClose={() => setNotice(null)}>
          {notice}
        </Alert>
      )}
      <Paper withBorder radius="md">
        {devices.isPending ? (
          <Group p="md" gap="xs" role="status">
            <Loader size="sm" /> <Text>Loading devices…</Text>
          </Group>
        ) : devices.isError ? (
          <ListError noun="MFA devices" message={errorText(devices.error)} onRetry={() => void devices.refetch()} retrying={devices.isFetching} keepsQuery={false} />
        ) : devices.data.length === 0 ? (
          <Text p="md" c="dimmed">
            No two-factor devices yet. Add one to protect your account.
          </Text>
        ) : (
          <Table aria-label="MFA devices" verticalSpacing="sm" horizontalSpacing="md">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Name</Table.Th>
                <Table.Th>Type</Table.Th>
                <Table.Th>Registered</Table.Th>
                <Table.Th>Last used</Table.Th>
                <Table.Th aria-label="Actions" />
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {devices.data.map((d) => (
                <Table.Tr key={d.id}>
                  <Table.Td style={{ overflowWrap: 'anywhere' }}>{d.name}</Table.Td>
                  <Table.Td>{deviceDescription(d.type)}</Table.Td>
                  <Table.Td>{formatDateTime(d.addedAt)}</Table.Td>
                  <Table.Td>{formatDateTime(d.lastUsed)}</Table.Td>
                  <Table.Td>
                    <Button variant="subtle" color="red" size="compact-sm" onClick={() => setRemoving(d.name)} aria-label={`Remove ${d.name}`}>
                      Remove
                    </Button>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
      </Paper>
      <AddDeviceDialog
        opened={adding}
        existingTypes={types}
        onClose={() => setAdding(false)}
        onAdded={(name) => {
          setAdding(false);
          setNotice(`Device "${name}" was added.`);
          void refresh();
        }}
      />
      <Modal opened={removing !== null} onClose={() => setRemoving(null)} title="Remove device" closeOnClickOutside={false}>
        <Stack gap="md">
          <Text style={{ overflowWrap: 'anywhere' }}>
            Remove the device “{removing}”? You will not be able to use it to sign in any more.
          </Text>
          {remove.error && (
            <Alert color="red" role="alert">
              {errorText(remove.error)}
            </Alert>
          )}
          <ReauthFields
            existingTypes={types}
            pending={remove.isPending}
            submitLabel="Remove"
            onSubmit={(reauth) => removing && remove.mutate({ name: removing, reauth })}
            onCancel={() => setRemoving(null)}
          />
        </Stack>
      </Modal>
    </Stack>
  );
}
