// The commands the install step shows, per kind, built from the proxy's address and the token.
// Every value put into a command (the proxy, the token, a name, a script's URL) is quoted for the
// shell that runs it (bash or PowerShell; src/shared/text/shell-quote.ts), and a token outside the
// alphabet the proxy issues is refused before any command is built from it.
import { apiPath } from '@/api/path';
import { powershellQuote, shellQuote } from '@/shared/text/shell-quote';
import type { CommandLine } from '@/shared/ui/command-block';
import { isJoinTokenName, RESOURCE_ID_LABEL } from './join-token';
import type { ResourceKind } from './kinds';

export interface CommandInput {
  /** The proxy's public address (host[:port]) the agent dials and the scripts come from. */
  proxy: string;
  /** The join token; checked with isJoinTokenName first (installCommands throws on any other). */
  token: string;
  resourceId: string;
  name?: string;
  uri?: string;
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

/** `sudo bash -c "$(curl -fsSL '<url>')"`: fetch the proxy's script and run it as root. */
function bashScript(url: string): CommandLine {
  return { text: `sudo bash -c "$(curl -fsSL ${shellQuote(url)})"` };
}

/** `Invoke-WebRequest -Uri '<url>' -UseBasicParsing | Invoke-Expression`. */
function powershellScript(url: string, comment: string): CommandLine {
  return { text: `Invoke-WebRequest -Uri ${powershellQuote(url)} -UseBasicParsing | Invoke-Expression`, comment };
}

export function installCommands(kind: ResourceKind, input: CommandInput): InstallCommands {
  const { token } = input;
  // The callers check first and say why; this is the last guard before the token reaches a shell.
  if (!isJoinTokenName(token)) throw new Error('refused join token: not hexadecimal');
  switch (kind.agent) {
    case 'node':
      return {
        shell: 'bash',
        where: 'Run this as root on the Linux server you want to add.',
        lines: [bashScript(scriptUrl(input.proxy, apiPath`/scripts/${token}/install-node.sh`))],
      };
    case 'app': {
      const url = scriptUrl(input.proxy, apiPath`/scripts/${token}/install-app.sh`, { name: input.name ?? '', uri: input.uri ?? '' });
      return {
        shell: 'bash',
        where: 'Run this as root on a Linux host that can reach the application.',
        lines: [bashScript(url)],
      };
    }
    case 'db':
      return {
        shell: 'bash',
        where:
          kind.location === 'rds'
            ? 'Run this as root on an EC2 instance in the VPC of the RDS database, with an IAM role that may connect to it.'
            : 'Run this as root on a Linux host that can reach the database.',
        lines: [bashScript(scriptUrl(input.proxy, apiPath`/scripts/${token}/install-database.sh`))],
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
              `--set roles=kube --set proxyAddr=${shellQuote(input.proxy)}`,
              `--set authToken=${shellQuote(input.token)}`,
              `--set kubeClusterName=${shellQuote(input.name ?? '')}`,
              `--set ${shellQuote(label)}`,
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
          powershellScript(
            scriptUrl(input.proxy, '/webapi/scripts/desktop-access/install-ad-ds.ps1'),
            'Only when the domain has no Active Directory Domain Services yet',
          ),
          powershellScript(
            scriptUrl(input.proxy, apiPath`/webapi/scripts/desktop-access/configure/${token}/configure-ad.ps1`),
            'Configure Active Directory and start the desktop agent',
          ),
        ],
      };
  }
}
