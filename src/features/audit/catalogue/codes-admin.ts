// Cluster administration: roles, auth connectors (GitHub, OIDC, SAML), locks, trusted
// clusters, login rules, access requests, bots and joining instances.
import { actor, type CatalogueEntry, type CatalogueGroup, type EventReader, labelled, opt, or, phrase } from './catalogue-kit';

/** `{user} {verb} {what} {name}`: the shape of most resource changes. */
function change(type: string, desc: string, verb: string, what: string, article = 'a'): CatalogueEntry {
  return { type, desc, format: (ev) => phrase(actor(ev), verb, labelled(what, ev.text('name'), article)) };
}

const request = (ev: EventReader) => labelled('access request', ev.text('id'), 'an');
const Request = (ev: EventReader) => (ev.text('id') ? `Access request ${ev.text('id')}` : 'An access request');

function requested(ev: EventReader): string {
  const resources = ev.value('resource_ids');
  if (Array.isArray(resources) && resources.length > 0) {
    const names = resources
      .map((r) => {
        if (r === null || typeof r !== 'object') return '';
        const rec = r as Record<string, unknown>;
        return [rec.kind, rec.name].filter((x) => typeof x === 'string' && x !== '').join('/');
      })
      .filter((s) => s !== '');
    if (names.length) return opt('for', phrase(names.slice(0, 5).join(', '), names.length > 5 ? `and ${names.length - 5} more` : ''));
  }
  return opt('for roles', ev.text('roles'));
}

const bot = (ev: EventReader) => (ev.text('bot_name') ? `Bot ${ev.text('bot_name')}` : 'A bot');
const instance = (ev: EventReader) => (ev.text('node_name', 'host_id') ? `Instance ${ev.text('node_name', 'host_id')}` : 'An instance');

const state = (ev: EventReader) => ev.text('state', 'proposed_state').toLowerCase();

export const ADMIN_CODES: CatalogueGroup = {
  T9000I: change('role.created', 'Role Created', 'created', 'role'),
  T9001I: change('role.deleted', 'Role Deleted', 'deleted', 'role'),
  T9002I: change('role.updated', 'Role Updated', 'updated', 'role'),
  T8000I: change('github.created', 'GitHub Connector Created', 'created', 'GitHub connector'),
  T8001I: change('github.deleted', 'GitHub Connector Deleted', 'deleted', 'GitHub connector'),
  T80002I: change('github.updated', 'GitHub Connector Updated', 'updated', 'GitHub connector'),
  T8100I: change('oidc.created', 'OIDC Connector Created', 'created', 'OIDC connector', 'an'),
  T8101I: change('oidc.deleted', 'OIDC Connector Deleted', 'deleted', 'OIDC connector', 'an'),
  T8102I: change('oidc.updated', 'OIDC Connector Updated', 'updated', 'OIDC connector', 'an'),
  T8200I: change('saml.created', 'SAML Connector Created', 'created', 'SAML connector'),
  T8201I: change('saml.deleted', 'SAML Connector Deleted', 'deleted', 'SAML connector'),
  T8202I: change('saml.updated', 'SAML Connector Updated', 'updated', 'SAML connector'),
  TLK00I: change('lock.created', 'Lock Created', 'created', 'lock'),
  TLK01I: change('lock.deleted', 'Lock Removed', 'removed', 'lock'),
  T7000I: change('trusted_cluster.create', 'Trusted Cluster Added', 'established trust with', 'cluster'),
  T7001I: change('trusted_cluster.delete', 'Trusted Cluster Removed', 'removed the trust with', 'cluster'),
  TLR00I: change('login_rule.create', 'Login Rule Created', 'created', 'login rule'),
  TLR01I: change('login_rule.delete', 'Login Rule Deleted', 'deleted', 'login rule'),
  TB001I: change('bot.create', 'Bot Created', 'created', 'bot'),
  TB002I: change('bot.update', 'Bot Updated', 'updated', 'bot'),
  TB003I: change('bot.delete', 'Bot Deleted', 'deleted', 'bot'),
  T5000I: {
    type: 'access_request.create',
    desc: 'Access Request Created',
    format: (ev) => phrase(actor(ev), 'opened', request(ev), requested(ev), opt('(', state(ev), ')')),
  },
  T5001I: {
    type: 'access_request.update',
    desc: 'Access Request Updated',
    format: (ev) => phrase(Request(ev), state(ev) ? `is now ${state(ev)}` : 'was updated', opt('by', ev.text('updated_by', 'delegator'))),
  },
  T5002I: {
    type: 'access_request.review',
    desc: 'Access Request Reviewed',
    format: (ev) => {
      const verdict = state(ev);
      return phrase(or(ev.text('reviewer', 'user'), 'An unknown reviewer'), `reviewed ${request(ev)}`, opt(':', verdict));
    },
  },
  T5003I: {
    type: 'access_request.delete',
    desc: 'Access Request Deleted',
    format: (ev) => phrase(Request(ev), 'was deleted', opt('by', ev.text('user'))),
  },
  T5004I: {
    type: 'access_request.search',
    desc: 'Resource Search for Access',
    format: (ev) =>
      phrase(
        actor(ev),
        'searched',
        ev.text('resource_type') ? `${ev.text('resource_type')} resources` : 'resources',
        opt('as roles', ev.query('search_as_roles')),
      ),
  },
  T5005I: {
    type: 'access_request.expire',
    desc: 'Access Request Expired',
    format: (ev) => phrase(Request(ev), 'expired'),
  },
  TJ001I: {
    type: 'bot.join',
    desc: 'Bot Joined',
    typeLabel: 'Bot Join',
    format: (ev) =>
      phrase(bot(ev), 'joined the cluster', opt('with the', ev.text('method'), ' method'), opt('using token', ev.text('token_name'))),
  },
  TJ001E: {
    type: 'bot.join',
    desc: 'Bot Join Failed',
    format: (ev) =>
      phrase(bot(ev), 'could not join the cluster', opt('with the', ev.text('method'), ' method'), opt(':', ev.text('error'))),
  },
  TJ002I: {
    type: 'instance.join',
    desc: 'Instance Joined',
    typeLabel: 'Instance Join',
    format: (ev) => phrase(instance(ev), 'joined the cluster', opt('as', ev.text('role')), opt('with the', ev.text('method'), ' method')),
  },
  TJ002E: {
    type: 'instance.join',
    desc: 'Instance Join Failed',
    format: (ev) => phrase(instance(ev), 'could not join the cluster', opt(':', ev.text('error'))),
  },
};
