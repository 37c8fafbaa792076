import '@mantine/core/styles/Modal.layer.css';
import '@mantine/core/styles/ModalBase.layer.css';
import '@mantine/core/styles/Overlay.layer.css';
import '@mantine/core/styles/CloseButton.layer.css';
import { useMemo, useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { Alert, Button, Group, Modal, Paper, Stack, Text, Title } from '@mantine/core';
import { deleteMfaDeviceWithToken, useListMfaDevices } from '@/api/gen/hooks/mfa/mfa';
import type { MfaDevice } from '@/api/gen/model';
import { errorText } from '@/api/errors';
import { writeKey } from '@/api/write-refresh';
import type { DataColumn } from '@/shared/data-list/columns';
import { DataListBody } from '@/shared/data-list/data-list-body';
import { formatDateTime } from '@/shared/text/format';
import { deviceDescription, privilegeToken, type ReauthMethod } from './mfa';
import { AddDeviceDialog, ReauthFields } from './add-device-dialog';

const dateValue = (iso: string) => new Date(iso);

function deviceColumns(onRemove: (name: string) => void): DataColumn<MfaDevice>[] {
  return [
    { id: 'name', header: 'Name', sortValue: (d) => d.name, render: (d) => d.name },
    { id: 'type', header: 'Type', sortValue: (d) => deviceDescription(d.type), render: (d) => deviceDescription(d.type) },
    { id: 'addedAt', header: 'Registered', sortValue: (d) => dateValue(d.addedAt), render: (d) => formatDateTime(d.addedAt) },
    { id: 'lastUsed', header: 'Last used', sortValue: (d) => dateValue(d.lastUsed), render: (d) => formatDateTime(d.lastUsed) },
    {
      id: 'remove',
      header: 'Actions',
      hideHeader: true,
      render: (d) => (
        <Button variant="subtle" color="red" size="compact-sm" onClick={() => onRemove(d.name)} aria-label={`Remove ${d.name}`}>
          Remove
        </Button>
      ),
    },
  ];
}

const rowKey = (d: MfaDevice) => d.id;
const CLIENT_SORT = { mode: 'client' } as const;
const EMPTY = { title: 'No two-factor devices yet.', hint: 'Add one to protect your account.' };

/** MFA devices: the list, adding a device and removing one, each after re-authentication. */
export function MfaDevices() {
  const devices = useListMfaDevices();
  const [adding, setAdding] = useState(false);
  const [removing, setRemoving] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const types = new Set((Array.isArray(devices.data) ? devices.data : []).map((d) => d.type));
  const columns = useMemo(() => deviceColumns(setRemoving), []);

  // The write refreshes the devices list by itself (src/api/write-refresh.ts).
  const remove = useMutation({
    mutationKey: writeKey('deleteMfaDeviceWithToken'),
    mutationFn: async ({ name, reauth }: { name: string; reauth: ReauthMethod }) => {
      const token = await privilegeToken(reauth);
      await deleteMfaDeviceWithToken(token, name);
      return name;
    },
    onSuccess: (name) => {
      setRemoving(null);
      setNotice(`Device "${name}" was removed.`);
    },
  });

  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Title order={2} fz="xl">
          Two-factor devices
        </Title>
        <Button onClick={() => setAdding(true)}>Add two-factor device</Button>
      </Group>
      {notice && (
        <Alert color="green" role="status" withCloseButton onClose={() => setNotice(null)}>
          {notice}
        </Alert>
      )}
      <Paper withBorder radius="md">
        <DataListBody
          result={devices}
          operation="listMfaDevices"
          noun="MFA devices"
          label="MFA devices"
          columns={columns}
          rowKey={rowKey}
          sorting={CLIENT_SORT}
          layout="auto"
          empty={EMPTY}
          skeletonRows={2}
        />
      </Paper>
      <AddDeviceDialog
        opened={adding}
        existingTypes={types}
        onClose={() => setAdding(false)}
        onAdded={(name) => {
          setAdding(false);
          setNotice(`Device "${name}" was added.`);
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
            danger
            onSubmit={(reauth) => removing && remove.mutate({ name: removing, reauth })}
            onCancel={() => setRemoving(null)}
          />
        </Stack>
      </Modal>
    </Stack>
  );
}
