// The role form's checks, run on submit (switching to YAML, or saving from the form), and which
// section of the form each message belongs to.
import { INVALID_ROLE_ARN, isValidRoleArn } from '@/shared/aws/role-arn';
import { parseGoDuration } from '@/shared/wire/go-duration.mjs';
import {
  type Side,
  SIDES,
  LABEL_FIELDS,
  type OptionSpec,
  OPTION_FIELDS,
  type OptionField,
  type RoleFormValues,
  type RoleFormErrors,
  blankLabel,
  blankKubeResource,
} from './role-values';

/** A Go duration (8h, 30m, 1h30m0s, 1.5h, 0), read as Go's time.ParseDuration reads it, or 'never'. */
const isDuration = (value: string) => value === 'never' || parseGoDuration(value).ok;
/** A value taken from the user's traits, checked by the backend when it is expanded. */
const TEMPLATE = /\{\{.*\}\}/;

export const DURATION_MESSAGE = 'Use a duration such as 8h, 30m or 1h30m';

export function validateRoleForm(values: RoleFormValues, { nameRequired = true } = {}): RoleFormErrors {
  const errors: RoleFormErrors = {};
  if (nameRequired && values.name.trim() === '') errors.name = 'Name is required';
  for (const side of SIDES) {
    const c = values[side];
    const badArn = c.aws_role_arns.find((arn) => !TEMPLATE.test(arn) && !isValidRoleArn(arn.trim()));
    if (badArn !== undefined) errors[`${side}.aws_role_arns`] = `${INVALID_ROLE_ARN}: ${badArn}`;
    for (const field of LABEL_FIELDS) {
      const seen = new Set<string>();
      for (const row of c[field]) {
        if (blankLabel(row)) continue;
        const at = `${side}.${field}.${row.id}`;
        const key = row.key.trim();
        if (key === '') errors[`${at}.key`] = 'Label key is required';
        else if (seen.has(key)) errors[`${at}.key`] = `Label “${key}” is given twice`;
        seen.add(key);
        if (row.values.length === 0) errors[`${at}.values`] = 'Give at least one value (* for any)';
      }
    }
    for (const row of c.kubernetes_resources) {
      if (blankKubeResource(row)) continue;
      const at = `${side}.kubernetes_resources.${row.id}`;
      if (row.kind.trim() === '') errors[`${at}.kind`] = 'Kind is required (* for any)';
      if (row.name.trim() === '') errors[`${at}.name`] = 'Name is required (* for any)';
    }
  }
  for (const name of Object.keys(OPTION_FIELDS) as OptionField[]) {
    const spec: OptionSpec = OPTION_FIELDS[name];
    const value = values.options[name].trim();
    if (spec.kind === 'duration' && value !== '' && !isDuration(value)) errors[`options.${name}`] = DURATION_MESSAGE;
  }
  return errors;
}

/** Which part of the form an error belongs to: the metadata, a side's rules, or the options. */
export function sectionOf(errorKey: string): 'metadata' | Side | 'options' {
  const head = errorKey.split('.')[0];
  return head === 'allow' || head === 'deny' || head === 'options' ? head : 'metadata';
}
