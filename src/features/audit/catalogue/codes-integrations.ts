// Trusted devices, the SAML identity provider, the Okta integration, and the cloud-only
// upgrade window and billing events.
import { actor, type CatalogueEntry, type CatalogueGroup, type EventReader, labelled, opt, or, phrase } from './catalogue-kit';

/** Device events carry `success` at the top level or inside `status`. */
function succeeded(ev: EventReader): boolean {
  return (ev.flag('success') ?? ev.flag(['status', 'success'])) !== false;
}

function deviceEvent(type: string, desc: string, done: string, tried: string): CatalogueEntry {
  return {
    type,
    desc,
    format: (ev) =>
      succeeded(ev)
        ? phrase(actor(ev), done, opt('(', ev.text(['device', 'asset_tag']), ')'))
        : phrase(actor(ev), 'failed to', tried, opt(':', ev.text(['status', 'message'], 'error'))),
  };
}

const by = (ev: EventReader) => or(ev.text('updated_by', 'user'), 'An unknown user');
const provider = (ev: EventReader) =>
  phrase(labelled('service provider', ev.text('name')), opt('(entity ID', ev.text('service_provider_entity_id'), ')'));

function serviceProvider(type: string, desc: string, done: string, tried: string, failed: boolean): CatalogueEntry {
  return {
    type,
    desc,
    format: (ev) => phrase(by(ev), failed ? `failed to ${tried}` : done, provider(ev), failed ? opt(':', ev.text('error')) : ''),
  };
}

const counts = (ev: EventReader, ...keys: [string, string][]) =>
  keys
    .map(([key, label]) => {
      const n = ev.text(key);
      return n ? `${n} ${label}` : '';
    })
    .filter((s) => s !== '')
    .join(', ');

function oktaAssignment(type: string, desc: string, outcome: string): CatalogueEntry {
  return {
    type,
    desc,
    format: (ev) =>
      phrase(
        ev.text('name') ? `Okta assignment ${ev.text('name')}` : 'An Okta assignment',
        opt('from', ev.text('source')),
        opt('for', ev.text('user')),
        outcome,
        opt(':', ev.text('error')),
      ),
  };
}

function billing(type: string, desc: string, done: string): CatalogueEntry {
  return { type, desc, format: (ev) => phrase(actor(ev), done) };
}

export const INTEGRATION_CODES: CatalogueGroup = {
  TV001I: deviceEvent('device.create', 'Device Registered', 'registered a trusted device', 'register a trusted device'),
  TV002I: deviceEvent('device.delete', 'Device Removed', 'removed a trusted device', 'remove a trusted device'),
  TV003I: deviceEvent(
    'device.token.create',
    'Device Enrollment Token Created',
    'created a device enrollment token',
    'create a device enrollment token',
  ),
  TV004I: deviceEvent(
    'device.token.spent',
    'Device Enrollment Token Used',
    'used a device enrollment token',
    'use a device enrollment token',
  ),
  TV005I: deviceEvent('device.enroll', 'Device Enrolled', 'enrolled a trusted device', 'enroll a trusted device'),
  TV006I: deviceEvent(
    'device.authenticate',
    'Device Authenticated',
    'authenticated with a trusted device',
    'authenticate with a trusted device',
  ),
  TV007I: deviceEvent('device.update', 'Device Updated', 'updated a trusted device', 'update a trusted device'),
  TV008I: deviceEvent('device.webtoken.create', 'Device Web Token Issued', 'was issued a device web token', 'obtain a device web token'),
  TV009I: deviceEvent(
    'device.authenticate.confirm',
    'Device Web Sign-in Confirmed',
    'confirmed a device web sign-in',
    'confirm a device web sign-in',
  ),
  TSI000I: {
    type: 'saml.idp.auth',
    desc: 'SAML IdP Sign-in',
    format: (ev) =>
      phrase(
        actor(ev),
        ev.flag('success') === false ? 'failed to sign in to' : 'signed in to',
        labelled('SAML service provider', ev.text('service_provider_entity_id', 'service_provider_shortcut')),
      ),
  },
  TSI001I: serviceProvider('saml.idp.service.provider.create', 'SAML Service Provider Added', 'added', 'add', false),
  TSI001W: serviceProvider('saml.idp.service.provider.create', 'SAML Service Provider Add Failed', 'added', 'add', true),
  TSI002I: serviceProvider('saml.idp.service.provider.update', 'SAML Service Provider Updated', 'updated', 'update', false),
  TSI002W: serviceProvider('saml.idp.service.provider.update', 'SAML Service Provider Update Failed', 'updated', 'update', true),
  TSI003I: serviceProvider('saml.idp.service.provider.delete', 'SAML Service Provider Removed', 'removed', 'remove', false),
  TSI003W: serviceProvider('saml.idp.service.provider.delete', 'SAML Service Provider Removal Failed', 'removed', 'remove', true),
  TSI004I: {
    type: 'saml.idp.service.provider.delete_all',
    desc: 'All SAML Service Providers Removed',
    format: (ev) => phrase(by(ev), 'removed every SAML service provider'),
  },
  TSI004W: {
    type: 'saml.idp.service.provider.delete_all',
    desc: 'Removing All SAML Service Providers Failed',
    format: (ev) => phrase(by(ev), 'failed to remove every SAML service provider', opt(':', ev.text('error'))),
  },
  TOK001I: {
    type: 'okta.groups.update',
    desc: 'Okta Groups Synchronized',
    format: (ev) =>
      phrase('Okta groups synchronized', opt('(', counts(ev, ['added', 'added'], ['updated', 'updated'], ['deleted', 'deleted']), ')')),
  },
  TOK002I: {
    type: 'okta.applications.update',
    desc: 'Okta Applications Synchronized',
    format: (ev) =>
      phrase(
        'Okta applications synchronized',
        opt('(', counts(ev, ['added', 'added'], ['updated', 'updated'], ['deleted', 'deleted']), ')'),
      ),
  },
  TOK003E: {
    type: 'okta.sync.failure',
    desc: 'Okta Synchronization Failed',
    format: (ev) => phrase('Synchronization with Okta failed', opt(':', ev.text('error'))),
  },
  TOK004I: oktaAssignment('okta.assignment.process', 'Okta Assignment Processed', 'was processed'),
  TOK004E: oktaAssignment('okta.assignment.process', 'Okta Assignment Processing Failed', 'could not be processed'),
  TOK005I: oktaAssignment('okta.assignment.cleanup', 'Okta Assignment Cleaned Up', 'was cleaned up'),
  TOK005E: oktaAssignment('okta.assignment.cleanup', 'Okta Assignment Cleanup Failed', 'could not be cleaned up'),
  TOK006I: {
    type: 'okta.access_list.sync',
    desc: 'Okta Access Lists Synchronized',
    format: () => 'Access lists were synchronized from Okta',
  },
  TOK006E: {
    type: 'okta.access_list.sync',
    desc: 'Okta Access List Synchronization Failed',
    format: (ev) => phrase('Synchronizing access lists from Okta failed', opt(':', ev.text('error'))),
  },
  TOK007I: {
    type: 'okta.user.sync',
    desc: 'Okta Users Synchronized',
    format: (ev) =>
      phrase(
        'Okta users synchronized',
        opt('(', counts(ev, ['num_users_created', 'created'], ['num_users_modified', 'updated'], ['num_users_deleted', 'deleted']), ')'),
      ),
  },
  TOK007E: {
    type: 'okta.user.sync',
    desc: 'Okta User Synchronization Failed',
    format: (ev) => phrase('Synchronizing users from Okta failed', opt(':', ev.text('error'))),
  },
  TUW01I: {
    type: 'upgradewindowstart.update',
    desc: 'Upgrade Window Changed',
    format: (ev) => phrase(actor(ev), 'moved the upgrade window start', opt('to', ev.text('upgrade_window_start'))),
  },
  TBL00I: billing('billing.create_card', 'Payment Card Added', 'added a payment card'),
  TBL01I: billing('billing.delete_card', 'Payment Card Removed', 'removed a payment card'),
  TBL02I: billing('billing.update_card', 'Payment Card Updated', 'updated a payment card'),
  TBL03I: billing('billing.update_info', 'Billing Details Updated', 'updated the billing details'),
};
