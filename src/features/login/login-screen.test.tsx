// The sign-in screen's SSO buttons, from the config the proxy serves (/web/config.js).
import { afterEach, describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import { LoginScreen } from './login-screen';

const url = (kind: string) => `/v1/webapi/${kind}/login/web?connector_id=:providerName&redirect_url=:redirect`;

afterEach(() => {
  delete window.GRV_CONFIG;
});

describe('LoginScreen', () => {
  it("labels an SSO button by the connector's name when the config has no display name (GitHub's omitempty)", () => {
    window.GRV_CONFIG = {
      auth: {
        localAuthEnabled: false,
        authType: 'github',
        providers: [
          { name: 'github-corp', type: 'github', url: url('github') },
          { name: 'google', displayName: 'Google Workspace', type: 'oidc', url: url('oidc') },
        ],
      },
      proxyCluster: 'teleport.example.com',
    };
    render(<LoginScreen onSignedIn={() => {}} />);
    const buttons = within(screen.getByRole('group', { name: 'Single sign-on' })).getAllByRole('link');
    expect(buttons.map((b) => b.textContent)).toEqual(['Sign in with github-corp', 'Sign in with Google Workspace']);
    expect(buttons[0]?.getAttribute('href')).toMatch(/^\/v1\/webapi\/github\/login\/web\?connector_id=github-corp&redirect_url=/);
  });
});
