import { describe, expect, it } from 'vitest';
import type { App } from '@/api/gen/model';
import {
  addrWithProtocol,
  allowedSsoUrl,
  appDisplayName,
  appLaunchKind,
  appLaunchPath,
  isCloudOrTcpEndpoint,
  rawSsoUrl,
} from './app-model';

const app = (over: Partial<App> & Record<string, unknown> = {}): App =>
  ({
    name: 'grafana',
    description: '',
    uri: 'http://localhost:3000',
    publicAddr: 'grafana.example.com',
    fqdn: 'grafana.example.com',
    clusterId: 'root',
    labels: [],
    awsConsole: false,
    ...over,
  }) as App;

describe('app kinds and addresses', () => {
  it('tells web, TCP, cloud and AWS console apps apart', () => {
    expect(appLaunchKind(app())).toBe('web');
    expect(appLaunchKind(app({ uri: 'tcp://db:5432' }))).toBe('tcp');
    expect(appLaunchKind(app({ uri: 'cloud://AWS' }))).toBe('cloud');
    expect(appLaunchKind(app({ awsConsole: true, uri: 'https://console.aws.amazon.com' }))).toBe('aws');
    expect(isCloudOrTcpEndpoint(app({ uri: 'TCP://db:5432' }))).toBe(true);
    expect(isCloudOrTcpEndpoint(app())).toBe(false);
  });

  it('shows the public address with the protocol it is reached by', () => {
    expect(addrWithProtocol(app())).toBe('https://grafana.example.com');
    expect(addrWithProtocol(app({ uri: 'tcp://db:5432', publicAddr: 'pg.example.com' }))).toBe('tcp://pg.example.com');
    expect(addrWithProtocol(app({ uri: 'cloud://AWS', publicAddr: 'aws.example.com' }))).toBe('cloud://aws.example.com');
    expect(addrWithProtocol(app({ publicAddr: '' }))).toBe('http://localhost:3000');
  });

  it('launches through the launcher route with the cluster, public address and role', () => {
    expect(appLaunchPath(app())).toBe('/launch/grafana.example.com/root/grafana.example.com');
    expect(appLaunchPath(app(), 'arn:aws:iam::1:role/R')).toBe(
      '/launch/grafana.example.com/root/grafana.example.com/arn%3Aaws%3Aiam%3A%3A1%3Arole%2FR',
    );
    expect(appDisplayName(app({ friendlyName: 'Grafana' }))).toBe('Grafana');
  });

  it('reads SAML fields only when the server sends them, and opens the SSO URL only on the proxy host', () => {
    expect(appLaunchKind(app({ samlApp: 'yes' }))).toBe('web');
    const saml = app({ samlApp: true, samlAppSsoUrl: 'https://proxy.example.com/enterprise/saml-idp/login/x' });
    expect(appLaunchKind(saml)).toBe('saml');
    expect(allowedSsoUrl(saml, 'proxy.example.com')).toBe('https://proxy.example.com/enterprise/saml-idp/login/x');
    const foreign = app({ samlApp: true, samlAppSsoUrl: 'https://evil.example.net/sso' });
    expect(allowedSsoUrl(foreign, 'proxy.example.com')).toBeNull();
    expect(rawSsoUrl(foreign)).toBe('https://evil.example.net/sso');
  });
});
