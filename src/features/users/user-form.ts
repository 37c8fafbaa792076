// The user form's values, its checks (run on submit) and the request body of a save.
import type { SaveUserRequest, User, UserTraits } from '@/api/gen/model';
import { isValidRoleArn } from '@/shared/aws/role-arn';
import { cleanList, emptyTraitLists, traitsFromWire, traitsToWire, type TraitLists } from './user-traits';

export interface UserFormValues {
  name: string;
  roles: string[];
  traits: TraitLists;
  /** Traits of the user this form does not edit, sent back as they came. */
  otherTraits: Record<string, unknown>;
}

export type UserFormErrors = Partial<Record<'name' | 'roles' | 'awsRoleArns', string>>;

export function emptyUserForm(): UserFormValues {
  return { name: '', roles: [], traits: emptyTraitLists(), otherTraits: {} };
}

/** An existing user (with traits, from getUser) as form values. */
export function userToForm(user: Pick<User, 'name' | 'roles'> & { traits?: unknown }): UserFormValues {
  const { lists, other } = traitsFromWire(user.traits);
  return { name: user.name, roles: cleanList(user.roles ?? []), traits: lists, otherTraits: other };
}

/** An AWS IAM role ARN as the spec reads it: the IAM prefix, one ':role', and a name after it. */
export const isRoleArn = isValidRoleArn;

export function validateUserForm(values: UserFormValues): UserFormErrors {
  const errors: UserFormErrors = {};
  if (!values.name.trim()) errors.name = 'Username is required';
  if (!cleanList(values.roles).length) errors.roles = 'At least one role is required';
  const badArn = cleanList(values.traits.awsRoleArns).find((arn) => !isRoleArn(arn));
  if (badArn !== undefined) errors.awsRoleArns = `invalid role ARN format: ${badArn}`;
  return errors;
}

/** The body of createUser (`create`) or updateUser (`update`). */
export function saveUserRequest(values: UserFormValues, mode: 'create' | 'update'): SaveUserRequest {
  // The traits this console does not edit are the server's own, sent back unread.
  const traits = traitsToWire({ lists: values.traits, other: values.otherTraits }, mode) as UserTraits;
  const body: SaveUserRequest = { name: mode === 'create' ? values.name.trim() : values.name, roles: cleanList(values.roles) };
  if (mode === 'update' || Object.keys(traits).length) body.traits = traits;
  return body;
}
