import { generateKeyPairSync } from 'node:crypto';
import type { Page } from '@playwright/test';
import { DEMO_WEBAUTHN_CREDENTIAL } from '../../../mocks/api/webauthn-mock.mjs';

/** The credential id the contract's local-dev challenges allow ('local-dev-key'). */
export const LOCAL_DEV_CREDENTIAL_ID = Buffer.from('local-dev-key').toString('base64');

/**
 * Chromium's virtual WebAuthn authenticator through the DevTools protocol: the browser's real
 * WebAuthn code signs the challenges; nothing of ours is replaced.
 */
export async function addVirtualAuthenticator(page: Page, opts: { residentKey?: boolean } = {}) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable', { enableUI: false });
  const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'usb',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
  const addKey = async (rpId = 'localhost') => {
    const { privateKey } = generateKeyPairSync('ec', { namedCurve: 'prime256v1' });
    await cdp.send('WebAuthn.addCredential', {
      authenticatorId,
      credential: {
        credentialId: LOCAL_DEV_CREDENTIAL_ID,
        isResidentCredential: opts.residentKey ?? false,
        rpId,
        privateKey: privateKey.export({ format: 'der', type: 'pkcs8' }).toString('base64'),
        signCount: 0,
        ...(opts.residentKey ? { userHandle: Buffer.from('user:alice').toString('base64') } : {}),
      },
    });
  };
  const credentials = async () => (await cdp.send('WebAuthn.getCredentials', { authenticatorId })).credentials;
  return { addKey, credentials };
}

/**
 * A virtual authenticator holding the mock's demo key, so the per-session MFA challenges of the
 * WebSocket mock (terminal, desktop) are signed by Chromium's own WebAuthn code.
 */
export async function addDemoKeyAuthenticator(page: Page): Promise<{ signCount: () => Promise<number> }> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'usb',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
  await cdp.send('WebAuthn.addCredential', {
    authenticatorId,
    credential: {
      credentialId: Buffer.from(DEMO_WEBAUTHN_CREDENTIAL.id, 'base64url').toString('base64'),
      isResidentCredential: false,
      rpId: 'localhost',
      privateKey: DEMO_WEBAUTHN_CREDENTIAL.privateKeyPkcs8,
      signCount: 0,
    },
  });
  /** How often the demo key has signed (each answered challenge adds one). */
  const signCount = async () => (await cdp.send('WebAuthn.getCredentials', { authenticatorId })).credentials[0]?.signCount ?? 0;
  return { signCount };
}
