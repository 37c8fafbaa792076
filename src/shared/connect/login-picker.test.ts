import { describe, expect, it } from 'vitest';
import { consolePath, isUsableLogin } from './login-picker';

describe('the SSH console route', () => {
  it('is /cluster/{clusterId}/console/node/{serverId}/{login}, each segment encoded', () => {
    expect(consolePath('teleport.example.com', 'c26addae', 'root')).toBe('/cluster/teleport.example.com/console/node/c26addae/root');
    expect(consolePath('c', 'id', 'DOMAIN\\user')).toBe('/cluster/c/console/node/id/DOMAIN%5Cuser');
  });

  it('takes a typed login only when it is one clean segment', () => {
    for (const ok of ['root', 'ec2-user', 'alice@example.com', 'дмитрий']) expect(isUsableLogin(ok)).toBe(true);
    for (const bad of ['', 'a b', 'a/b', 'a\\b', 'x\n', 'a'.repeat(256)]) expect(isUsableLogin(bad)).toBe(false);
  });
});
