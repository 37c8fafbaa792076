// The launch action of one app, by kind: a web app opens the launcher in a new tab; an AWS
// console app first offers the AWS roles; a SAML app opens its SSO URL (only on this proxy's
// host); a TCP or cloud endpoint shows how to reach it from the command line.
import '@mantine/core/styles/Menu.layer.css';
import '@mantine/core/styles/Popover.layer.css';
import { useState } from 'react';
import { Button, Menu, Text } from '@mantine/core';
import type { App } from '@/api/gen/model';
import { ConnectDialog, ConnectSteps, type ConnectStep } from '@/shared/connect/connect-dialog';
import { ChevronDownIcon } from '@/shared/icons/icons';
// The launcher's path is positional (/launch/{fqdn}/{cluster}/{addr}/{arn}) and is what the
// resource memory remembers of a launch: a remembered path.
import { PlainButton } from '@/shared/ui/plain-button';
import { rememberedHref } from '@/shared/navigation/remembered-path';
import { shellQuote } from '@/shared/text/shell-quote';
import { tshLoginCommand, type LoginTarget } from '@/shared/connect/tsh-commands';
import { allowedSsoUrl, appDisplayName, appLaunchKind, appLaunchPath, isTcpEndpoint, rawSsoUrl } from './app-model';

export interface AppActionEnv {
  login: LoginTarget;
  proxyHostname: string;
  onLaunch: (app: App, detail: string | undefined, href: string | undefined) => void;
}

/** The command-line steps for a TCP or cloud endpoint. */
export function endpointSteps(app: App, login: LoginTarget): ConnectStep[] {
  const name = shellQuote(app.name);
  const first: ConnectStep = { title: 'Log in to the cluster', lines: [{ text: tshLoginCommand(login) }] };
  if (isTcpEndpoint(app)) {
    return [
      first,
      {
        title: 'Start a local proxy to the app',
        note: 'tsh prints the local address; point your client at it while the proxy runs.',
        lines: [{ text: `tsh proxy app ${name}` }],
      },
    ];
  }
  return [
    first,
    { title: 'Log in to the cloud app', lines: [{ text: `tsh apps login ${name}` }] },
    {
      title: 'Use the cloud CLI through tsh',
      lines: [{ text: 'tsh aws s3 ls', comment: 'for example, with an AWS app (tsh az and tsh gcloud work alike)' }],
    },
  ];
}

// One in every row of the list: drawn plainly (PlainButton), the same as Mantine's Button.
const launchButton = { size: 'xs', variant: 'light' } as const;

export function AppAction({ app, env }: { app: App; env: AppActionEnv }) {
  const [instructions, setInstructions] = useState(false);
  const name = appDisplayName(app);
  const kind = appLaunchKind(app);

  if (kind === 'tcp' || kind === 'cloud') {
    return (
      <>
        <PlainButton {...launchButton} aria-label={`How to connect to ${name}`} onClick={() => setInstructions(true)}>
          Connect
        </PlainButton>
        <ConnectDialog opened={instructions} onClose={() => setInstructions(false)} title={`Connect to: ${name}`}>
          <Text fz="sm">
            {kind === 'tcp' ? 'A TCP app' : 'A cloud app'} cannot be opened in the browser. Reach it from your machine with tsh:
          </Text>
          <ConnectSteps steps={endpointSteps(app, env.login)} />
        </ConnectDialog>
      </>
    );
  }

  if (kind === 'saml') {
    const url = allowedSsoUrl(app, env.proxyHostname);
    if (!url) {
      return (
        <Text fz="xs" c="dimmed" title={rawSsoUrl(app)} style={{ overflowWrap: 'anywhere' }}>
          SSO URL not on this proxy: {rawSsoUrl(app) || 'none'}
        </Text>
      );
    }
    return (
      <PlainButton
        {...launchButton}
        component="a"
        href={url}
        target="_blank"
        rel="noopener noreferrer"
        aria-label={`Log in to ${name}`}
        onClick={() => env.onLaunch(app, undefined, undefined)}
      >
        Log in
      </PlainButton>
    );
  }

  if (kind === 'aws') {
    const roles = app.awsRoles ?? [];
    return (
      <Menu position="bottom-end" shadow="md" withinPortal withInitialFocusPlaceholder={false}>
        <Menu.Target>
          <Button {...launchButton} rightSection={<ChevronDownIcon size={14} />} aria-label={`Launch ${name}: choose an AWS role`}>
            Launch
          </Button>
        </Menu.Target>
        <Menu.Dropdown data-testid="aws-roles" aria-label={`AWS roles for ${name}`}>
          {roles.map((role) => {
            const path = appLaunchPath(app, role.arn);
            return (
              <Menu.Item
                key={role.arn}
                component="a"
                href={rememberedHref(path)}
                target="_blank"
                rel="noopener noreferrer"
                title={role.arn}
                onClick={() => env.onLaunch(app, role.display || role.name, path)}
              >
                {role.display || role.name}
              </Menu.Item>
            );
          })}
          {roles.length === 0 && <Menu.Item disabled>Your roles allow no AWS role here</Menu.Item>}
        </Menu.Dropdown>
      </Menu>
    );
  }

  const path = appLaunchPath(app);
  return (
    <PlainButton
      {...launchButton}
      component="a"
      href={rememberedHref(path)}
      target="_blank"
      rel="noopener noreferrer"
      aria-label={`Launch ${name}`}
      onClick={() => env.onLaunch(app, undefined, path)}
    >
      Launch
    </PlainButton>
  );
}
