// @ts-check
/** The store's `users` tag: the users (ctx.users, whose traits the discover agents read) and their invite and reset tokens. */
import { randomBytes } from 'node:crypto';
import { error, obj, ok, OK_MESSAGE } from '../store-answers.mjs';

export const tag = 'users';

/** @param {any} u */
const listEntry = (u) => ({ name: u.name, roles: u.roles, authType: u.authType });
/** @param {any} u */
const fullUser = (u) => (u.traits ? u : { ...u, traits: {} });

/** @param {import('../mock-store.mjs').StoreContext} ctx @returns {import('../store-answers.mjs').Handlers} */
export function handlers({ users, user, now }) {
  /** Invite and reset tokens made here: tokenId -> the user it belongs to. */
  /** @type {Map<string, string>} */
  const passwordTokens = new Map();
  return {
    listUsers: () => ok([...users.values()].map(listEntry)),
    getUser: (r) => {
      const u = users.get(r.params.username ?? '');
      return u ? ok(fullUser(u)) : error(404, `user "${r.params.username}" is not found`);
    },
    createUser: (r) => {
      const b = obj(r.body);
      const name = String(b.name ?? '');
      if (users.has(name)) return error(409, `user "${name}" already exists`);
      const u = { name, roles: b.roles ?? [], authType: 'local', traits: obj(b.traits) };
      users.set(name, u);
      return ok(u);
    },
    updateUser: (r) => {
      const b = obj(r.body);
      const name = String(b.name ?? '');
      const old = users.get(name);
      if (!old) return error(404, `user "${name}" is not found`);
      const u = { ...fullUser(old), roles: b.roles ?? old.roles, traits: { ...obj(old.traits), ...obj(b.traits) } };
      users.set(name, u);
      return ok(u);
    },
    deleteUser: (r) => {
      const name = r.params.username ?? '';
      if (name === user) return error(400, 'a user cannot delete themselves');
      if (!users.delete(name)) return error(404, `user "${name}" is not found`);
      return ok(OK_MESSAGE);
    },

    // An invite or reset token for a known user, as the proxy makes it: a random hex ID, the
    // user, and an expiry after the TTL (nanoseconds) or the default (8 h invite, 1 h reset).
    createResetPasswordToken: (r) => {
      const b = obj(r.body);
      const name = String(b.name ?? '');
      if (!users.has(name)) return error(404, `user "${name}" is not found`);
      const defaultMs = b.type === 'invite' ? 8 * 3_600_000 : 3_600_000;
      const ttlMs = typeof b.ttl === 'number' && b.ttl > 0 ? b.ttl / 1e6 : defaultMs;
      const tokenId = randomBytes(16).toString('hex');
      passwordTokens.set(tokenId, name);
      return ok({ tokenId, user: name, expiry: new Date(now().getTime() + ttlMs).toISOString() });
    },
    // Reading a token made here names its user; any other token gets Prism's example, as before.
    getPasswordToken: (r) => {
      const tokenId = r.params.tokenId ?? '';
      const name = passwordTokens.get(tokenId);
      return name === undefined ? ok(r.upstream) : ok({ ...obj(r.upstream), tokenId, user: name });
    },
  };
}
