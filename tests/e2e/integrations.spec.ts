// Integrations on the embedded default: enrolling an AWS OIDC integration (the checks on submit,
// the server's refusal kept in place, the request body), the list with it after a reload, its RDS
// databases (a second page through nextToken), enrolling one (then in the Databases list),
// deploying the database service, editing its role and deleting it; nextKey paging of the list;
// screenshots of every screen in both themes.
import path from 'node:path';
import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { apiAuth, openShell, prefer, ROOT_CLUSTER, scheme, shots } from './support/shell';
import { axeViolations } from './support/a11y';

const row = (page: Page, name: string) => page.locator(`tr[data-integration="${name}"]`);
const ARN = 'arn:aws:iam::123456789012:role/teleport-e2e';
const ARN_V2 = 'arn:aws:iam::123456789012:role/teleport-e2e-v2';

async function openIntegrations(page: Page) {
  await openShell(page, '/web/integrations');
  await expect(row(page, 'aws-prod')).toBeVisible();
}

async function rowAction(page: Page, name: string, action: 'Edit…' | 'Delete…' | 'Enroll RDS databases…') {
  await page.getByRole('button', { name: `Options for ${name}`, exact: true }).click();
  await page.getByRole('menuitem', { name: action }).click();
  await expect(page.getByRole('menu')).toHaveCount(0);
}

async function createThroughForm(page: Page, name: string, arn: string) {
  const form = page.getByRole('form', { name: 'New AWS OIDC integration' });
  await form.getByRole('textbox', { name: /^(Integration name( is required)?|Use letters.*)$/ }).fill(name);
  await form.getByRole('textbox', { name: /^(Role ARN( is required)?|invalid role ARN format)$/ }).fill(arn);
  await form.getByRole('button', { name: 'Create integration' }).click();
}

test('enroll an AWS OIDC integration, list and enroll its RDS databases, deploy, edit and delete it', async ({ page }) => {
  // A long walk with screenshots in both themes at each step: about 20 s on a quiet machine.
  test.setTimeout(60_000);
  await openIntegrations(page);
  await page.getByRole('link', { name: 'Enroll new integration', exact: true }).click();
  await expect(page).toHaveURL(/\/web\/integrations\/new$/);
  await expect(page.locator('li[data-kind="slack"]')).toContainText('Not available here');
  await expect(page.locator('li[data-kind="slack"]').getByRole('link')).toHaveCount(0);
  await page.getByRole('link', { name: /^Enroll AWS OIDC/ }).click();
  await expect(page).toHaveURL(/\/web\/integrations\/new\/aws-oidc$/);

  const form = page.getByRole('form', { name: 'New AWS OIDC integration' });
  let creates = 0;
  page.on('request', (r) => {
    if (r.method() === 'POST' && r.url().endsWith(`/v1/webapi/sites/${ROOT_CLUSTER}/integrations`)) creates++;
  });
  // Empty, then a user ARN: the labels say what is wrong and nothing is sent.
  await form.getByRole('button', { name: 'Create integration' }).click();
  await expect(form.getByText('Integration name is required')).toBeVisible();
  await expect(form.getByText('Role ARN is required')).toBeVisible();
  await expect(form.getByTestId('iam-command-pending')).toBeVisible();
  await createThroughForm(page, 'aws-e2e', 'arn:aws:iam::123456789012:user/bob');
  await expect(form.getByText('invalid role ARN format')).toBeVisible();
  expect(creates).toBe(0);

  // A taken name: the server's message in place, what was typed kept.
  await createThroughForm(page, 'aws-prod', ARN);
  await expect(form.getByRole('alert')).toContainText('integration "aws-prod" already exists');
  await expect(form.getByRole('textbox', { name: 'Role ARN' })).toHaveValue(ARN);

  // The IAM configure command follows the name and role typed.
  await form.getByRole('textbox', { name: 'Integration name' }).fill('aws-e2e');
  const origin = new URL(page.url()).origin;
  await expect(form.locator('[data-command-line]')).toHaveText(
    `bash -c "$(curl '${origin}/webapi/scripts/integrations/configure/deployservice-iam.sh?integrationName=aws-e2e&awsRegion=us-east-1&role=teleport-e2e&taskRole=TeleportDatabaseAccess')"`,
  );
  const createRequest = page.waitForRequest((r) => r.method() === 'POST' && r.url().endsWith(`/sites/${ROOT_CLUSTER}/integrations`));
  await form.getByRole('button', { name: 'Create integration' }).click();
  expect((await createRequest).postDataJSON()).toEqual({ name: 'aws-e2e', subKind: 'aws-oidc', awsoidc: { roleArn: ARN } });
  await expect(page).toHaveURL(/\/web\/integrations\/new\/aws-oidc\?integration=aws-e2e$/);
  await expect(page.getByRole('status').filter({ hasText: 'AWS OIDC integration “aws-e2e”' })).toBeVisible();

  // Its RDS databases: PostgreSQL instances in us-east-1, two pages.
  const listRequest = page.waitForRequest((r) => r.url().endsWith('/integrations/aws-oidc/aws-e2e/databases'));
  await page.getByRole('button', { name: 'List databases' }).click();
  expect((await listRequest).postDataJSON()).toEqual({ rdsType: 'instance', engines: ['postgres'], region: 'us-east-1' });
  const rds = page.getByRole('table', { name: 'RDS databases' });
  await expect(rds.locator('tr[data-database]')).toHaveCount(2);
  await expect(rds.locator('tr[data-database="users-db"]')).toContainText('users-db.c1a2b3c4d5e6.us-east-1.rds.amazonaws.com:5432');
  const nextRequest = page.waitForRequest((r) => r.url().endsWith('/integrations/aws-oidc/aws-e2e/databases'));
  await page.getByRole('navigation', { name: 'RDS database pages' }).getByRole('button', { name: 'Next' }).click();
  expect((await nextRequest).postDataJSON()).toMatchObject({ region: 'us-east-1', nextToken: expect.any(String) });
  await expect(rds.locator('tr[data-database]')).toHaveCount(1);
  await expect(page.getByTestId('page-number').last()).toHaveText('Page 2');

  // Enroll billing-db.
  await page.getByRole('checkbox', { name: 'Pick billing-db' }).check();
  const enrollRequest = page.waitForRequest((r) => r.method() === 'POST' && r.url().endsWith(`/sites/${ROOT_CLUSTER}/databases`));
  await page.getByRole('button', { name: 'Enroll 1 database' }).click();
  expect((await enrollRequest).postDataJSON()).toMatchObject({
    name: 'billing-db',
    protocol: 'postgres',
    uri: 'billing-db.c1a2b3c4d5e6.us-east-1.rds.amazonaws.com:5432',
    awsRds: { accountId: '123456789012', resourceId: expect.stringMatching(/^db-/) },
  });
  await expect(page.getByRole('status').filter({ hasText: 'Enrolled' })).toContainText('billing-db');
  await expect(rds.locator('tr[data-database="billing-db"]')).toContainText('Enrolled');

  // Deploy the database service for it.
  const deploy = page.getByRole('form', { name: 'Deploy the database service' });
  await expect(deploy.getByRole('textbox', { name: 'Subnet IDs' })).toHaveValue('subnet-0a1b2c3d4e5f60718, subnet-0f9e8d7c6b5a40312');
  await deploy.getByRole('textbox', { name: 'Subnet IDs' }).fill('sg-123');
  await deploy.getByRole('button', { name: 'Deploy' }).click();
  await expect(deploy.getByText('Subnet IDs look like subnet-0123456789abcdef0')).toBeVisible();
  await deploy.getByRole('textbox', { name: /Subnet IDs/ }).fill('subnet-0a1b2c3d4e5f60718');
  const deployRequest = page.waitForRequest((r) => r.url().endsWith('/integrations/aws-oidc/aws-e2e/deployservice'));
  await deploy.getByRole('button', { name: 'Deploy' }).click();
  expect((await deployRequest).postDataJSON()).toEqual({
    region: 'us-east-1',
    subnetIds: ['subnet-0a1b2c3d4e5f60718'],
    taskRoleArn: 'arn:aws:iam::123456789012:role/TeleportDatabaseAccess',
    deploymentMode: 'database-service',
    databaseAgentMatcherLabels: [{ name: 'vpc-id', value: 'vpc-0123456789abcdef0' }],
  });
  await expect(deploy.getByText('The database service was deployed')).toBeVisible();
  await expect(deploy.getByRole('link', { name: /Open the service in the AWS console/ })).toHaveAttribute(
    'href',
    /^https:\/\/us-east-1\.console\.aws\.amazon\.com\/ecs\/v2\/clusters\//,
  );

  // The enrolled database is in the Databases list.
  await page.goto(`/web/cluster/${ROOT_CLUSTER}/databases`);
  await expect(page.getByText('billing-db', { exact: true }).first()).toBeVisible();

  // The integration is listed, and still after a reload.
  await page.goto('/web/integrations');
  await expect(row(page, 'aws-e2e')).toContainText(ARN);
  await page.reload();
  await expect(row(page, 'aws-e2e')).toContainText('AWS OIDC');

  // Edit its role: a bad ARN is refused on submit, a good one saved and kept.
  await rowAction(page, 'aws-e2e', 'Edit…');
  const edit = page.getByRole('dialog', { name: 'Edit integration' });
  await edit.getByRole('textbox', { name: 'Role ARN' }).fill('arn:aws:iam::123456789012:role/');
  await edit.getByRole('button', { name: 'Save changes' }).click();
  await expect(edit.getByText('invalid role ARN format')).toBeVisible();
  await edit.getByRole('textbox', { name: 'invalid role ARN format' }).fill(ARN_V2);
  const updateRequest = page.waitForRequest((r) => r.method() === 'PUT' && r.url().endsWith('/integrations/aws-e2e'));
  await edit.getByRole('button', { name: 'Save changes' }).click();
  expect((await updateRequest).postDataJSON()).toEqual({ awsoidc: { roleArn: ARN_V2 } });
  await expect(page.getByRole('status').filter({ hasText: 'Integration “aws-e2e” was saved.' })).toBeVisible();
  await expect(row(page, 'aws-e2e')).toContainText(ARN_V2);
  await page.reload();
  await expect(row(page, 'aws-e2e')).toContainText(ARN_V2);

  // Delete it, after a confirmation naming it.
  await rowAction(page, 'aws-e2e', 'Delete…');
  const del = page.getByRole('dialog', { name: 'Delete integration' });
  await expect(del).toContainText('Delete the integration “aws-e2e”?');
  await del.getByRole('button', { name: 'Delete integration' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Integration “aws-e2e” was deleted.' })).toBeVisible();
  await expect(row(page, 'aws-e2e')).toHaveCount(0);
  await page.reload();
  await expect(row(page, 'aws-prod')).toBeVisible();
  await expect(row(page, 'aws-e2e')).toHaveCount(0);
});

test('the integrations list pages with nextKey; the list row leads to its RDS databases', async ({ page }) => {
  await openIntegrations(page);
  const headers = await apiAuth(page);
  for (let i = 1; i <= 20; i++) {
    const name = `aws-${String(i).padStart(2, '0')}`;
    const res = await page.request.post(`/v1/webapi/sites/${ROOT_CLUSTER}/integrations`, {
      headers,
      data: { name, subKind: 'aws-oidc', awsoidc: { roleArn: ARN } },
    });
    expect(res.status()).toBe(200);
  }
  await page.reload();
  const pager = page.getByRole('navigation', { name: 'Integration pages' });
  await expect(page.locator('tr[data-integration]')).toHaveCount(20);
  await pager.getByRole('button', { name: 'Next' }).click();
  await expect(page.locator('tr[data-integration]')).toHaveCount(2);
  await expect(pager.getByTestId('page-number')).toHaveText('Page 2');
  await expect(pager.getByRole('button', { name: 'Next' })).toBeDisabled();
  await pager.getByRole('button', { name: 'Previous' }).click();
  await expect(page.locator('tr[data-integration]')).toHaveCount(20);

  await rowAction(page, 'aws-prod', 'Enroll RDS databases…');
  await expect(page).toHaveURL(/\/web\/integrations\/new\/aws-oidc\?integration=aws-prod$/);
  await expect(page.getByRole('button', { name: 'List databases' })).toBeVisible();
});

// One theme here: the states spec checks these screens' dialogs and forms in both, the sheet the pages.
for (const theme of ['dark'] as const) {
  test(`screenshots of the integration screens (${theme})`, async ({ page }) => {
    await prefer(page, '/user/preferences', `example=${theme}`);
    await page.setViewportSize({ width: 1280, height: 1000 });
    await openIntegrations(page);
    await expect(scheme(page)).toHaveAttribute('data-mantine-color-scheme', theme);
    // Each screen is photographed and checked by axe (no serious or critical violation).
    const shot = async (name: string, fullPage = false) => {
      await page.screenshot({ path: path.join(shots, `integrations-${name}-${theme}.png`), fullPage, animations: 'disabled' });
      expect(await axeViolations(page, `integrations ${name}`), name).toEqual([]);
    };
    await shot('list');
    await rowAction(page, 'aws-prod', 'Edit…');
    await page.getByRole('dialog').getByRole('textbox').fill('nope');
    await page.getByRole('dialog').getByRole('button', { name: 'Save changes' }).click();
    await shot('edit', false);
    await page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click();
    await rowAction(page, 'aws-sandbox', 'Delete…');
    await shot('delete', false);
    await page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click();
    await page.goto('/web/integrations/new');
    await expect(page.getByRole('link', { name: /^Enroll AWS OIDC/ })).toBeVisible();
    await shot('tiles');
    await page.getByRole('link', { name: /^Enroll AWS OIDC/ }).click();
    await page.getByRole('button', { name: 'Create integration' }).click();
    await shot('form-errors');
    await createThroughForm(page, 'aws-shot', ARN);
    await page.getByRole('button', { name: 'List databases' }).click();
    await expect(page.locator('tr[data-database="users-db"]')).toBeVisible();
    await page.getByRole('checkbox', { name: 'Pick users-db' }).check();
    await page.getByRole('button', { name: 'Enroll 1 database' }).click();
    await page.getByRole('button', { name: 'Deploy' }).click();
    await expect(page.getByText('The database service was deployed')).toBeVisible();
    // The shell scrolls its content, not the page: a tall window shows the whole flow.
    await page.setViewportSize({ width: 1280, height: 2300 });
    await shot('databases', false);
  });
}
