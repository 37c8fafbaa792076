// The AWS OIDC integration form: its values, the checks made on submit and the request bodies.
import type { CreateIntegrationRequest, UpdateIntegrationRequest } from '@/api/gen/model';
import { roleArnError } from './role-arn';

export interface IntegrationFormValues {
  name: string;
  roleArn: string;
}

export type IntegrationFormErrors = Partial<Record<keyof IntegrationFormValues, string>>;

export const NAME_REQUIRED = 'Integration name is required';
export const NAME_FORMAT = "Use letters, digits, '-', '_' and '.' only, starting with a letter or digit";
const NAME_PATTERN = /^[A-Za-z0-9][A-Za-z0-9._-]*$/;

export const emptyIntegrationForm: IntegrationFormValues = { name: '', roleArn: '' };

export function nameError(name: string): string | null {
  const n = name.trim();
  if (!n) return NAME_REQUIRED;
  return NAME_PATTERN.test(n) ? null : NAME_FORMAT;
}

/** Every field's message; empty when the form may be sent. */
export function validateIntegrationForm(values: IntegrationFormValues, mode: 'create' | 'edit' = 'create'): IntegrationFormErrors {
  const errors: IntegrationFormErrors = {};
  const name = mode === 'create' ? nameError(values.name) : null;
  if (name) errors.name = name;
  const arn = roleArnError(values.roleArn);
  if (arn) errors.roleArn = arn;
  return errors;
}

export function createIntegrationBody(values: IntegrationFormValues): CreateIntegrationRequest {
  return { name: values.name.trim(), subKind: 'aws-oidc', awsoidc: { roleArn: values.roleArn.trim() } };
}

export function updateIntegrationBody(values: IntegrationFormValues): UpdateIntegrationRequest {
  return { awsoidc: { roleArn: values.roleArn.trim() } };
}
