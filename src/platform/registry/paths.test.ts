import { describe, expect, it } from 'vitest';
import { clusterIdFromPath, fillPath, matchPath, normalizePath, swapClusterInPath } from './paths';

describe('paths', () => {
  it('normalises trailing slashes', () => {
    expect(normalizePath('/a/b/')).toBe('/a/b');
    expect(normalizePath('')).toBe('/');
    expect(normalizePath('/')).toBe('/');
  });
  it('matches parameters and decodes them', () => {
    expect(matchPath('/cluster/$clusterId/nodes', '/cluster/a%2Fb/nodes', true)).toEqual({ clusterId: 'a/b' });
    expect(matchPath('/cluster/$clusterId', '/cluster/x/', true)).toEqual({ clusterId: 'x' });
    expect(matchPath('/cluster/$clusterId', '/cluster/x/nodes', true)).toBeNull();
    expect(matchPath('/cluster/$clusterId', '/cluster/x/nodes', false)).toEqual({ clusterId: 'x' });
    expect(matchPath('/sso', '/ssoo', false)).toBeNull();
    expect(matchPath('/a.b', '/axb', true)).toBeNull();
  });
  it('fills parameters, encoded', () => {
    expect(fillPath('/cluster/$clusterId/nodes', { clusterId: 'a b' })).toBe('/cluster/a%20b/nodes');
  });
  it('reads and swaps the cluster segment', () => {
    expect(clusterIdFromPath('/cluster/leaf.example.com/nodes')).toBe('leaf.example.com');
    expect(clusterIdFromPath('/support')).toBeNull();
    expect(swapClusterInPath('/cluster/root/nodes/x', 'leaf')).toBe('/cluster/leaf/nodes/x');
    expect(swapClusterInPath('/cluster/root/', 'leaf')).toBe('/cluster/leaf/');
    expect(swapClusterInPath('/cluster/root', 'a/b')).toBe('/cluster/a%2Fb/');
  });
});
