import { describe, expect, it } from 'vitest';
import { emptyTraitLists, traitsFromWire, traitsToWire, TRAIT_SPECS } from './user-traits';

const WIRE = {
  logins: ['root', 'ubuntu'],
  databaseUsers: ['postgres'],
  databaseNames: ['orders'],
  kubeUsers: ['alice@example.com'],
  kubeGroups: ['system:masters'],
  windowsLogins: ['Administrator'],
  awsRoleArns: ['arn:aws:iam::123456789012:role/ReadOnly'],
};

describe('user traits: the form lists and the wire object', () => {
  it('maps the seven wire keys (the contract’s UserTraits) to the form lists and back unchanged', () => {
    expect(TRAIT_SPECS.map((s) => s.wire)).toEqual(Object.keys(WIRE));
    const form = traitsFromWire(WIRE);
    expect(form.lists).toEqual(WIRE);
    expect(form.other).toEqual({});
    expect(traitsToWire(form, 'update')).toEqual(WIRE);
    expect(traitsToWire(form, 'create')).toEqual(WIRE);
  });

  it('keeps traits it does not edit aside and sends them back as they came', () => {
    const server = { ...WIRE, groups: ['devs', 'ops'], 'custom/level': 'gold', nested: { a: 1 } };
    const form = traitsFromWire(server);
    expect(form.other).toEqual({ groups: ['devs', 'ops'], 'custom/level': 'gold', nested: { a: 1 } });
    expect(Object.keys(form.lists)).toHaveLength(7);
    const edited = { ...form, lists: { ...form.lists, logins: ['root'] } };
    expect(traitsToWire(edited, 'update')).toEqual({ ...server, logins: ['root'] });
  });

  it('on update sends an emptied list as [] (absent keys are left unchanged by the server); on create leaves it out', () => {
    const form = traitsFromWire({ logins: ['root'], kubeGroups: ['ops'] });
    const cleared = { ...form, lists: { ...form.lists, logins: [] } };
    const update = traitsToWire(cleared, 'update');
    expect(update.logins).toEqual([]);
    expect(update.kubeGroups).toEqual(['ops']);
    expect(Object.keys(update)).toHaveLength(7);
    expect(traitsToWire(cleared, 'create')).toEqual({ kubeGroups: ['ops'] });
    expect(traitsToWire({ lists: emptyTraitLists(), other: {} }, 'create')).toEqual({});
  });

  it('trims entries, drops empty ones and repeats', () => {
    const form = { lists: { ...emptyTraitLists(), logins: [' root ', '', 'root', 'ubuntu', '  '] }, other: {} };
    expect(traitsToWire(form, 'create')).toEqual({ logins: ['root', 'ubuntu'] });
  });

  it('reads a missing, null or malformed answer as empty lists without failing', () => {
    for (const bad of [undefined, null, 'x', 42, ['logins']]) {
      expect(traitsFromWire(bad)).toEqual({ lists: emptyTraitLists(), other: {} });
    }
    const odd = traitsFromWire({ logins: null, windowsLogins: 'Administrator', kubeUsers: ['a', 7, 'b'] });
    expect(odd.lists.logins).toEqual([]);
    expect(odd.lists.kubeUsers).toEqual(['a', 'b']);
    // A known key with a value that is not a list is not the form's: it is kept as it came on create…
    expect(odd.other).toEqual({ windowsLogins: 'Administrator' });
    expect(traitsToWire(odd, 'create')).toMatchObject({ windowsLogins: 'Administrator', kubeUsers: ['a', 'b'] });
    // …and replaced by the form's (empty) list on update.
    expect(traitsToWire(odd, 'update').windowsLogins).toEqual([]);
  });
});
