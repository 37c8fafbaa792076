// The install step's form: which fields a kind asks for and their checks (run on submit).
import type { ResourceKind } from './kinds';

export interface InstallValues {
  name: string;
  uri: string;
}

export type InstallErrors = Partial<Record<keyof InstallValues, string>>;

/** Names of applications, databases and Kubernetes clusters: lower-case DNS labels. */
const NAME_RE = /^[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?$/;

export function installFields(kind: ResourceKind): { name: boolean; uri: boolean } {
  return { name: kind.agent === 'app' || kind.agent === 'db' || kind.agent === 'kube', uri: kind.agent === 'app' || kind.agent === 'db' };
}

export function validateInstall(kind: ResourceKind, values: InstallValues): InstallErrors {
  const fields = installFields(kind);
  const errors: InstallErrors = {};
  const name = values.name.trim();
  const uri = values.uri.trim();
  if (fields.name) {
    if (!name) errors.name = 'Name is required';
    else if (!NAME_RE.test(name))
      errors.name = 'Use lower-case letters, digits and dashes (at most 63), starting and ending with a letter or digit';
  }
  if (fields.uri) {
    if (!uri) errors.uri = kind.agent === 'app' ? 'The application’s address is required' : 'The database’s address is required';
    else if (kind.agent === 'app' && !/^https?:\/\/[^\s/]+/.test(uri))
      errors.uri = 'Start with http:// or https://, e.g. http://localhost:3000';
    else if (kind.agent === 'db' && !/^[^\s:/]+:\d{1,5}$/.test(uri)) errors.uri = 'Give host:port, e.g. db.internal:5432';
  }
  return errors;
}
