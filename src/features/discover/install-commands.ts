// The commands the install step shows, per kind, built from the proxy's address and the token.
// Values that come from the user are shell-quoted; the token and the proxy are the server's.
import { apiPath } from '@/api/path';
import type { CommandLine } from '@/shared/ui/command-block';
import { RESOURCE_ID_LABEL } from './join-token';
import type { ResourceKind } from './kinds';

export interface CommandInput {
  /** The proxy's public address (host[:port]) the agent dials and the scripts come from. */
  proxy: string;
  token: string;
  resourceId: string;
  name?: string;
  uri?: string;
}

/** A single-quoted shell word. */
export function shellWord(value: string): string {
  return /^[A-Za-z0-9_./:@=-]+$/.test(value) ? value : `'${value.replace(/'/g, `'\\''`)}'`;
}

function scriptUrl(proxy: string, path: string, query?: Record<string, string>): string {
  const qs = query ? `?${new URLSearchParams(query).toString()}` : '';
  return `https://${proxy}${path}${qs}`;
}

export interface InstallCommands {
  lines: CommandLine[];
  /** bash ($ prompt) or PowerShell. */
  shell: 'bash' | 'powershell';
  /** Where to run them. */
  where: string;
}

export function installCommands(kind: ResourceKind, input: CommandInput): InstallCommands {
  const { token } = input;
  switch (kind.agent) {
    case 'node':
      return {
        shell: 'bash',
        where: 'Run this as root on the Linux server you want to add.',
        lines: [{ text: `sudo bash -c "$(curl -fsSL ${scriptUrl(input.proxy, apiPath`/scripts/${token}/install-node.sh`)})"` }],
      };
    case 'app': {
      const url = scriptUrl(input.proxy, apiPath`/scripts/${token}/install-app.sh`, { name: input.name ?? '', uri: input.uri ?? '' });
      return {
        shell: 'bash',
        where: 'Run this as root on a Linux host that can reach the application.',
        lines: [{ text: `sudo bash -c "$(curl -fsSL ${shellWord(url)})"` }],
      };
    }
    case 'db':
      return {
        shell: 'bash',
        where:
          kind.location === 'rds'
            ? 'Run this as root on an EC2 instance in the VPC of the RDS database, with an IAM role that may connect to it.'
            : 'Run this as root on a Linux host that can reach the database.',
        lines: [{ text: `sudo bash -c "$(curl -fsSL ${scriptUrl(input.proxy, apiPath`/scripts/${token}/install-database.sh`)})"` }],
      };
    case 'kube': {
      const label = `labels.${RESOURCE_ID_LABEL.replace(/\./g, '\\.')}=${input.resourceId}`;
      return {
        shell: 'bash',
        where: 'Run these where kubectl and Helm reach the cluster.',
        lines: [
          { text: 'helm repo add teleport https://charts.releases.teleport.dev && helm repo update', comment: 'Add the chart repository' },
          {
            text: [
              'helm install teleport-agent teleport/teleport-kube-agent',
              '--create-namespace --namespace teleport-agent',
              `--set roles=kube --set proxyAddr=${shellWord(input.proxy)}`,
              `--set authToken=${shellWord(input.token)}`,
              `--set kubeClusterName=${shellWord(input.name ?? '')}`,
              `--set ${shellWord(label)}`,
            ].join(' '),
            comment: 'Install the agent',
          },
        ],
      };
    }
    case 'desktop':
      return {
        shell: 'powershell',
        where: 'Run these in PowerShell as a domain administrator on a domain controller.',
        lines: [
          {
            text: `Invoke-WebRequest ${scriptUrl(input.proxy, '/webapi/scripts/desktop-access/install-ad-ds.ps1')} -UseBasicParsing | Invoke-Expression`,
            comment: 'Only when the domain has no Active Directory Domain Services yet',
          },
          {
            text: `Invoke-WebRequest ${scriptUrl(input.proxy, apiPath`/webapi/scripts/desktop-access/configure/${token}/configure-ad.ps1`)} -UseBasicParsing | Invoke-Expression`,
            comment: 'Configure Active Directory and start the desktop agent',
          },
        ],
      };
  }
}
