import { describe, expect, it } from 'vitest';
import { kindById, searchKinds, type ResourceKind } from './kinds';
import { nextStep, prevStep, resumeStep, stepsFor } from './step-machine';

const kind = (id: string) => kindById(id) as ResourceKind;
const none = { hasToken: false, hasResource: false, hasAccess: false };
const all = { hasToken: true, hasResource: true, hasAccess: true };

describe('the wizard step machine', () => {
  it('gives each kind its steps', () => {
    expect(stepsFor(kind('server'))).toEqual(['select', 'install', 'wait', 'access', 'test', 'done']);
    expect(stepsFor(kind('postgres-rds'))).toEqual(['select', 'install', 'wait', 'access', 'test', 'done']);
    expect(stepsFor(kind('app'))).toEqual(['select', 'install', 'wait', 'done']);
    expect(stepsFor(kind('desktop'))).toEqual(['select', 'install', 'wait', 'done']);
    expect(stepsFor(undefined)).toHaveLength(6);
  });

  it('moves forward and back within the kind', () => {
    expect(nextStep(kind('server'), 'wait')).toBe('access');
    expect(nextStep(kind('app'), 'wait')).toBe('done');
    expect(nextStep(kind('app'), 'done')).toBe('done');
    expect(prevStep(kind('app'), 'done')).toBe('wait');
    expect(prevStep(kind('kube'), 'test')).toBe('access');
    expect(prevStep(kind('kube'), 'install')).toBe('select');
    expect(prevStep(undefined, 'install')).toBe('select');
  });

  it('resumes at the asked step when its inputs are there', () => {
    expect(resumeStep(kind('server'), 'test', all)).toBe('test');
    expect(resumeStep(kind('server'), 'wait', { ...none, hasToken: true })).toBe('wait');
    expect(resumeStep(kind('server'), undefined, none)).toBe('install');
  });

  it('falls back to the last step that can be shown', () => {
    expect(resumeStep(undefined, 'test', all)).toBe('select');
    expect(resumeStep(kind('server'), 'wait', none)).toBe('install');
    expect(resumeStep(kind('server'), 'test', { ...all, hasAccess: false })).toBe('access');
    expect(resumeStep(kind('server'), 'done', { ...none, hasToken: true })).toBe('wait');
    // A step the kind does not have: the nearest earlier one it has.
    expect(resumeStep(kind('app'), 'test', all)).toBe('wait');
    expect(resumeStep(kind('app'), 'done', { ...all, hasAccess: false })).toBe('done');
    expect(resumeStep(kind('server'), 'select', all)).toBe('select');
  });

  it('finds kinds by every word of the search', () => {
    expect(searchKinds('').length).toBe(9);
    expect(searchKinds('rds').map((k) => k.id)).toEqual(['postgres-rds', 'mysql-rds']);
    expect(searchKinds('postgres self').map((k) => k.id)).toEqual(['postgres-self']);
    expect(searchKinds('K8S').map((k) => k.id)).toEqual(['kube']);
    expect(searchKinds('nothing-like-it')).toEqual([]);
  });
});
