import { describe, expect, it } from 'vitest';
import { commandText } from '@/shared/ui/command-block';
import { kubeConnectSteps } from './kube-model';

const kube = { name: 'prod-eks', labels: [], kubernetes_users: ['alice@example.com'], kubernetes_groups: ['viewers'] };
const login = { proxyHost: 'proxy.example.com', authType: 'sso', userName: 'bob', clusterId: 'leaf', proxyCluster: 'root' };

describe('Kubernetes connect steps', () => {
  it('logs in (to the leaf), selects the cluster with the chosen user and group, then kubectl', () => {
    const steps = kubeConnectSteps(kube, { user: 'alice@example.com', group: 'system:masters' }, login);
    expect(steps.map((s) => commandText(s.lines))).toEqual([
      'tsh login --proxy=proxy.example.com leaf',
      'tsh kube login prod-eks --as=alice@example.com --as-groups=system:masters',
      'kubectl get pods',
    ]);
  });

  it('uses the defaults of the roles when nothing is chosen, and quotes odd names', () => {
    expect(commandText(kubeConnectSteps({ ...kube, name: 'кластер тест' }, { user: '', group: '' }, login)[1]!.lines)).toBe(
      "tsh kube login 'кластер тест'",
    );
  });
});
