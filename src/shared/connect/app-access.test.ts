import { describe, expect, it } from 'vitest';
import { appAuthUrl, isAllowedSsoUrl, isValidHostname, launchPath, parseLaunchPath, safeAppPath } from './app-access';

describe('the launcher URL', () => {
  it('builds positional segments, encoding each (an ARN keeps its slash)', () => {
    expect(launchPath({ fqdn: 'grafana.example.com' })).toBe('/launch/grafana.example.com');
    expect(launchPath({ fqdn: 'g.example.com', clusterId: 'root', publicAddr: 'g.example.com' })).toBe(
      '/launch/g.example.com/root/g.example.com',
    );
    expect(launchPath({ fqdn: 'aws.example.com', clusterId: 'root', publicAddr: 'aws.example.com', arn: 'arn:aws:iam::1:role/Read' })).toBe(
      '/launch/aws.example.com/root/aws.example.com/arn%3Aaws%3Aiam%3A%3A1%3Arole%2FRead',
    );
  });

  it('reads back what it builds', () => {
    const params = { fqdn: 'aws.example.com', clusterId: 'root', publicAddr: 'aws.example.com', arn: 'arn:aws:iam::1:role/Read' };
    expect(parseLaunchPath(`/web${launchPath(params)}`)).toEqual(params);
    expect(parseLaunchPath('/web/launch/Grafana.Example.com')).toEqual({ fqdn: 'grafana.example.com' });
    // An ARN whose slash was not encoded is still one ARN.
    expect(parseLaunchPath('/web/launch/a.example.com/root/a.example.com/arn:aws:iam::1:role/Read')?.arn).toBe('arn:aws:iam::1:role/Read');
  });

  it('refuses a link without a DNS name first', () => {
    for (const bad of [
      '/web/launch/',
      '/web/launch/evil.com%2F@x',
      '/web/launch/a%20b',
      '/web/launch/%E0%A4%A',
      '/web/other/x.com',
      '/web/launch/https:%2F%2Fx.com',
    ]) {
      expect(parseLaunchPath(bad)).toBeNull();
    }
  });
});

describe('where the launcher may send the browser', () => {
  it('accepts DNS names only', () => {
    for (const ok of ['grafana.teleport.example.com', 'dumper.localhost', 'a-b.c1.example', 'x']) expect(isValidHostname(ok)).toBe(true);
    for (const bad of [
      '',
      'evil.com/path',
      'user@evil.com',
      'evil.com:443',
      '-a.com',
      'a-.com',
      'a..com',
      'a b.com',
      'exämple.com',
      'a'.repeat(64) + '.com',
    ])
      expect(isValidHostname(bad)).toBe(false);
  });

  it('builds https://{fqdn}:{port}/x-teleport-auth with the state and subject in the query and the cookie in the fragment', () => {
    expect(appAuthUrl({ host: 'grafana.example.com', port: '' })).toBe('https://grafana.example.com/x-teleport-auth');
    const url = new URL(
      appAuthUrl({ host: 'Grafana.example.com', port: '3080', state: 's t', subject: 'sub', cookie: 'c&v', path: '/d/1?x=1' })!,
    );
    expect(url.origin).toBe('https://grafana.example.com:3080');
    expect(url.searchParams.get('state')).toBe('s t');
    expect(url.searchParams.get('subject')).toBe('sub');
    expect(url.searchParams.get('path')).toBe('/d/1?x=1');
    expect(url.hash).toBe('#value=c%26v');
  });

  it('refuses a host that is not a DNS name and drops a path that leaves the host', () => {
    expect(appAuthUrl({ host: 'evil.com/x', port: '' })).toBeNull();
    expect(appAuthUrl({ host: 'a.com', port: '80/x' })).toBeNull();
    for (const path of ['//evil.com', 'https://evil.com', '/\\evil.com', 'relative']) expect(safeAppPath(path)).toBeNull();
    expect(new URL(appAuthUrl({ host: 'a.com', port: '', path: '//evil.com' })!).searchParams.get('path')).toBeNull();
  });

  it('opens a SAML SSO URL only over https on the proxy host', () => {
    expect(isAllowedSsoUrl('https://proxy.example.com/enterprise/saml-idp/login/x', 'proxy.example.com')).toBe(true);
    expect(isAllowedSsoUrl('https://proxy.example.com:3080/saml', 'PROXY.example.com')).toBe(true);
    for (const bad of [
      'http://proxy.example.com/x',
      'https://evil.com/x',
      'https://proxy.example.com.evil.com/',
      'https://u:p@proxy.example.com/',
      'javascript:alert(1)',
      '',
      null,
    ])
      expect(isAllowedSsoUrl(bad, 'proxy.example.com')).toBe(false);
  });
});
