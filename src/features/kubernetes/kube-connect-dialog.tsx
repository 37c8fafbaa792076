// The Kubernetes connect dialog: pick a user and a group to impersonate (or tsh's default), then
// copy the tsh and kubectl steps.
import { useState } from 'react';
import { Group, NativeSelect } from '@mantine/core';
import type { KubeCluster } from '@/api/gen/model';
import { ConnectDialog, ConnectSteps } from '@/shared/connect/connect-dialog';
import type { LoginTarget } from '@/shared/connect/tsh-commands';
import { kubeConnectSteps } from './kube-model';

const DEFAULT = { value: '', label: 'Default (from your roles)' };

export function KubeConnectDialog({ kube, login, onClose }: { kube: KubeCluster; login: LoginTarget; onClose: () => void }) {
  const [user, setUser] = useState('');
  const [group, setGroup] = useState('');
  const users = (kube.kubernetes_users ?? []).filter(Boolean);
  const groups = (kube.kubernetes_groups ?? []).filter(Boolean);
  return (
    <ConnectDialog opened onClose={onClose} title={`Connect to: ${kube.name}`}>
      <Group gap="md" grow>
        <NativeSelect
          label="Kubernetes user"
          data={[DEFAULT, ...users]}
          value={user}
          onChange={(e) => setUser(e.currentTarget.value)}
          disabled={!users.length}
        />
        <NativeSelect
          label="Kubernetes group"
          data={[DEFAULT, ...groups]}
          value={group}
          onChange={(e) => setGroup(e.currentTarget.value)}
          disabled={!groups.length}
        />
      </Group>
      <ConnectSteps steps={kubeConnectSteps(kube, { user, group }, login)} />
    </ConnectDialog>
  );
}
