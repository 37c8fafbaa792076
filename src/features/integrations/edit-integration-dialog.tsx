// Editing an AWS OIDC integration: its role ARN, checked on submit by the spec's rule. A refused
// save shows the server's message above the field, with what was typed kept.
import '@mantine/core/styles/Modal.layer.css';
import '@mantine/core/styles/ModalBase.layer.css';
import '@mantine/core/styles/Overlay.layer.css';
import '@mantine/core/styles/CloseButton.layer.css';
import './integration-forms.css';
import { useState, type FormEvent } from 'react';
import { Alert, Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { useUpdateIntegration } from '@/api/gen/hooks/integrations/integrations';
import type { Integration } from '@/api/gen/model';
import { errorText } from '@/api/errors';
import { updateIntegrationBody, validateIntegrationForm, type IntegrationFormErrors } from './integration-form';

interface Props {
  clusterId: string;
  integration: Integration;
  onCancel: () => void;
  onSaved: (integration: Integration) => void;
}

function EditForm({ clusterId, integration, onCancel, onSaved }: Props) {
  const [roleArn, setRoleArn] = useState(integration.awsoidc?.roleArn ?? '');
  const [errors, setErrors] = useState<IntegrationFormErrors>({});
  const [submitted, setSubmitted] = useState(false);
  // The integration lists and this integration's answer refresh themselves (src/api/write-refresh.ts).
  const update = useUpdateIntegration({ mutation: { onSuccess: (saved) => onSaved(saved) } });
  const values = { name: integration.name, roleArn };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    const found = validateIntegrationForm(values, 'edit');
    setErrors(found);
    if (Object.keys(found).length || update.isPending) return;
    update.mutate({ clusterId, name: integration.name, data: updateIntegrationBody(values) });
  };
  return (
    <form onSubmit={submit} noValidate aria-label="Edit integration" className="integration-form">
      <Stack gap="md">
        <Text fz="sm">
          Integration <span style={{ fontWeight: 600, overflowWrap: 'anywhere' }}>“{integration.name}”</span>
        </Text>
        {update.error && (
          <Alert color="red" role="alert" title="The integration was not saved">
            <span style={{ overflowWrap: 'anywhere' }}>{errorText(update.error)}</span>
          </Alert>
        )}
        <TextInput
          label={errors.roleArn ?? 'Role ARN'}
          description="The IAM role the proxy assumes, e.g. arn:aws:iam::123456789012:role/teleport-oidc"
          value={roleArn}
          onChange={(e) => {
            const next = e.currentTarget.value;
            setRoleArn(next);
            if (submitted) setErrors(validateIntegrationForm({ ...values, roleArn: next }, 'edit'));
          }}
          error={Boolean(errors.roleArn)}
          aria-invalid={!!errors.roleArn}
          disabled={update.isPending}
          data-autofocus
          spellCheck={false}
          autoComplete="off"
        />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel} disabled={update.isPending}>
            Cancel
          </Button>
          <Button type="submit" loading={update.isPending}>
            Save changes
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

export function EditIntegrationDialog(props: Omit<Props, 'integration'> & { integration: Integration | null }) {
  const { integration, onCancel } = props;
  return (
    <Modal
      opened={integration !== null}
      onClose={onCancel}
      title="Edit integration"
      closeButtonProps={{ 'aria-label': 'Close' }}
      closeOnClickOutside={false}
      closeOnEscape={false}
    >
      {integration && <EditForm {...props} integration={integration} key={integration.name} />}
    </Modal>
  );
}
