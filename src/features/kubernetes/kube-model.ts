// The Kubernetes connect steps for the chosen user and group to impersonate.
import type { KubeCluster } from '@/api/gen/model';
import type { ConnectStep } from '@/shared/connect/connect-dialog';
import { shellFlag, shellQuote } from '@/shared/text/shell-quote';
import { tshLoginCommand, type LoginTarget } from '@/shared/connect/tsh-commands';

export interface KubeChoice {
  /** '' for tsh's default. */
  user: string;
  group: string;
}

export function kubeConnectSteps(kube: KubeCluster, choice: KubeChoice, login: LoginTarget): ConnectStep[] {
  const parts = ['tsh', 'kube', 'login', shellQuote(kube.name)];
  if (choice.user) parts.push(shellFlag('as', choice.user));
  if (choice.group) parts.push(shellFlag('as-groups', choice.group));
  return [
    { title: 'Log in to the cluster', lines: [{ text: tshLoginCommand(login) }] },
    { title: 'Select the Kubernetes cluster', lines: [{ text: parts.join(' ') }] },
    {
      title: 'Connect to the Kubernetes cluster',
      lines: [{ text: 'kubectl get pods', comment: 'any kubectl command now goes through the proxy' }],
    },
  ];
}
