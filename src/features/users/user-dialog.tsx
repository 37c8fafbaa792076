// Creating or editing a user in a dialog. Editing first reads the user with its traits (the list
// has none); the form is not offered until it has them, so a save never clears traits it did
// not show. The form checks on submit; a refused save (409 already exists, 400 unknown role, …)
// shows the server's message above the form, with everything typed still there. A save refreshes
// the users list and the user's own answer by itself (src/api/write-refresh.ts).
import '@mantine/core/styles/Modal.layer.css';
import '@mantine/core/styles/ModalBase.layer.css';
import '@mantine/core/styles/Overlay.layer.css';
import '@mantine/core/styles/CloseButton.layer.css';
import '@mantine/core/styles/Skeleton.layer.css';
import { useState, type FormEvent } from 'react';
import { Alert, Button, Group, Modal, Skeleton, Stack } from '@mantine/core';
import { useCreateUser, useGetUser, useUpdateUser } from '@/api/gen/hooks/users/users';
import type { User } from '@/api/gen/model';
import { errorText } from '@/api/errors';
import { UserFormFields, type RoleChoices } from './user-form-fields';
import { emptyUserForm, saveUserRequest, userToForm, validateUserForm, type UserFormErrors, type UserFormValues } from './user-form';

export type UserDialogTarget = { mode: 'create' } | { mode: 'edit'; name: string };

interface FormProps {
  target: UserDialogTarget;
  initial: UserFormValues;
  roleChoices: RoleChoices;
  onCancel: () => void;
  onSaved: (user: User) => void;
}

function UserForm({ target, initial, roleChoices, onCancel, onSaved }: FormProps) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<UserFormErrors>({});
  const [submitted, setSubmitted] = useState(false);
  const create = useCreateUser({ mutation: { onSuccess: onSaved } });
  const update = useUpdateUser({ mutation: { onSuccess: onSaved } });
  const save = target.mode === 'create' ? create : update;

  const change = (next: UserFormValues) => {
    setValues(next);
    // After a first submit, the messages follow the fields as they are corrected.
    if (submitted) setErrors(validateUserForm(next));
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    const found = validateUserForm(values);
    setErrors(found);
    if (Object.keys(found).length || save.isPending) return;
    save.mutate({ data: saveUserRequest(values, target.mode === 'create' ? 'create' : 'update') });
  };

  return (
    <form onSubmit={submit} noValidate aria-label={target.mode === 'create' ? 'New user' : 'Edit user'}>
      <Stack gap="md">
        {save.error && (
          <Alert color="red" role="alert" title={target.mode === 'create' ? 'The user was not created' : 'The user was not saved'}>
            <span style={{ overflowWrap: 'anywhere' }}>{errorText(save.error)}</span>
          </Alert>
        )}
        <UserFormFields
          mode={target.mode}
          values={values}
          errors={errors}
          roleChoices={roleChoices}
          disabled={save.isPending}
          onChange={change}
        />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel} disabled={save.isPending}>
            Cancel
          </Button>
          <Button type="submit" loading={save.isPending}>
            {target.mode === 'create' ? 'Create user' : 'Save changes'}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

function EditUserLoader({ name, ...rest }: Omit<FormProps, 'initial' | 'target'> & { name: string }) {
  const user = useGetUser(name, { query: { staleTime: 0 } });
  if (user.isPending) {
    return (
      <Stack gap="md" data-testid="user-form-loading" aria-busy="true">
        <Skeleton height={36} />
        <Skeleton height={36} />
        <Skeleton height={120} />
      </Stack>
    );
  }
  if (user.isError || !user.data) {
    return (
      <Stack gap="md">
        <Alert color="red" role="alert" title="Could not load the user">
          <span style={{ overflowWrap: 'anywhere' }}>{errorText(user.error)}</span>
        </Alert>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={rest.onCancel}>
            Cancel
          </Button>
          <Button onClick={() => void user.refetch()} loading={user.isFetching}>
            Try again
          </Button>
        </Group>
      </Stack>
    );
  }
  return <UserForm target={{ mode: 'edit', name }} initial={userToForm(user.data)} {...rest} />;
}

export function UserDialog({
  target,
  roleChoices,
  onClose,
  onSaved,
}: {
  target: UserDialogTarget | null;
  roleChoices: RoleChoices;
  onClose: () => void;
  onSaved: (user: User, mode: UserDialogTarget['mode']) => void;
}) {
  const title = target?.mode === 'edit' ? 'Edit user' : 'Create user';
  return (
    <Modal opened={target !== null} onClose={onClose} title={title} size="lg" closeOnClickOutside={false} closeOnEscape={false}>
      {target?.mode === 'create' && (
        <UserForm
          target={target}
          initial={emptyUserForm()}
          roleChoices={roleChoices}
          onCancel={onClose}
          onSaved={(u) => onSaved(u, 'create')}
        />
      )}
      {target?.mode === 'edit' && (
        <EditUserLoader
          key={target.name}
          name={target.name}
          roleChoices={roleChoices}
          onCancel={onClose}
          onSaved={(u) => onSaved(u, 'edit')}
        />
      )}
    </Modal>
  );
}
