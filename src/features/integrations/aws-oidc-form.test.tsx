import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { renderWithProviders } from '@/testing/render';
import { AwsOidcForm } from './aws-oidc-form';

const ARN = 'arn:aws:iam::123456789012:role/teleport-oidc';
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

function stubCreate(answer: () => Response) {
  const calls: { url: string; method: string; body: unknown }[] = [];
  vi.stubGlobal('fetch', async (request: Request) => {
    calls.push({ url: request.url, method: request.method, body: await request.clone().json() });
    return answer();
  });
  return calls;
}

const field = (name: RegExp) => screen.getByRole('textbox', { name });
const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Create integration' }));

afterEach(() => vi.unstubAllGlobals());

describe('AwsOidcForm', () => {
  it('checks every field on submit, in the labels, and sends nothing until they pass', async () => {
    const calls = stubCreate(() => json(200, {}));
    renderWithProviders(<AwsOidcForm clusterId="root" onCreated={() => {}} />);
    submit();
    expect(field(/^Integration name is required$/).getAttribute('aria-invalid')).toBe('true');
    expect(field(/^Role ARN is required$/)).toBeTruthy();
    fireEvent.change(field(/^Integration name/), { target: { value: 'aws prod' } });
    fireEvent.change(field(/^Role ARN/), { target: { value: 'arn:aws:iam::123456789012:user/bob' } });
    submit();
    expect(field(/^Use letters/)).toBeTruthy();
    expect(field(/^invalid role ARN format$/)).toBeTruthy();
    // Corrected fields lose their message as they are typed (after a first submit).
    fireEvent.change(field(/^invalid role ARN format$/), { target: { value: ARN } });
    expect(field(/^Role ARN$/)).toBeTruthy();
    await new Promise((r) => setTimeout(r, 20));
    expect(calls).toHaveLength(0);
  });

  it('shows the IAM command once the name and role are usable', () => {
    stubCreate(() => json(200, {}));
    renderWithProviders(<AwsOidcForm clusterId="root" onCreated={() => {}} />);
    expect(screen.getByTestId('iam-command-pending')).toBeTruthy();
    fireEvent.change(field(/^Integration name/), { target: { value: 'aws-prod' } });
    fireEvent.change(field(/^Role ARN/), { target: { value: ARN } });
    expect(screen.queryByTestId('iam-command-pending')).toBeNull();
    expect(
      screen.getByText(
        /deployservice-iam\.sh\?integrationName=aws-prod&awsRegion=us-east-1&role=teleport-oidc&taskRole=TeleportDatabaseAccess/,
      ),
    ).toBeTruthy();
  });

  it("shows the server's refusal in place and keeps what was typed", async () => {
    const calls = stubCreate(() => json(409, { error: { message: 'integration "aws-prod" already exists' } }));
    const onCreated = vi.fn();
    renderWithProviders(<AwsOidcForm clusterId="root" onCreated={onCreated} />);
    fireEvent.change(field(/^Integration name/), { target: { value: ' aws-prod ' } });
    fireEvent.change(field(/^Role ARN/), { target: { value: ARN } });
    submit();
    expect((await screen.findByRole('alert')).textContent).toContain('integration "aws-prod" already exists');
    expect(calls).toEqual([
      {
        url: expect.stringMatching(/\/v1\/webapi\/sites\/root\/integrations$/),
        method: 'POST',
        body: { name: 'aws-prod', subKind: 'aws-oidc', awsoidc: { roleArn: ARN } },
      },
    ]);
    expect((field(/^Integration name/) as HTMLInputElement).value).toBe(' aws-prod ');
    expect((field(/^Role ARN/) as HTMLInputElement).value).toBe(ARN);
    expect(onCreated).not.toHaveBeenCalled();
  });

  it('hands the created integration and the region on', async () => {
    const created = { name: 'aws-prod', subKind: 'aws-oidc', awsoidc: { roleArn: ARN } };
    stubCreate(() => json(200, created));
    const onCreated = vi.fn();
    renderWithProviders(<AwsOidcForm clusterId="root" onCreated={onCreated} />);
    fireEvent.change(field(/^Integration name/), { target: { value: 'aws-prod' } });
    fireEvent.change(field(/^Role ARN/), { target: { value: ARN } });
    submit();
    await waitFor(() => expect(onCreated).toHaveBeenCalledWith(created, 'us-east-1'));
  });
});
