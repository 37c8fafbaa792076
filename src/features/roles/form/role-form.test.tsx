// The role form in the editor dialog: it shows the YAML's role, writes each change back into the
// YAML, checks on submit with the label turned into the message, refuses nothing it cannot read
// (a broken YAML leaves the form disabled), and the Form | YAML switch keeps both in step.
import { createRef } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import YAML from 'yaml';
import { renderWithProviders } from '@/testing/render';
import type { YamlEditorHandle } from '@/shared/yaml-editor/yaml-editor';
import type { EditorPaneHandle } from '@/shared/resource-items/editor-slots';
import { RoleEditorPane } from './role-editor-pane';
import { RoleFormPanel, type RoleFormPanelHandle } from './role-form-panel';

const ROLE = `kind: role
version: v7
metadata:
  name: dev
spec:
  allow:
    # who may log in
    logins: [ubuntu]
    node_labels:
      env: dev
  options:
    max_session_ttl: 8h0m0s
`;

/** The input, textarea or select named so (a tags input also names its list of suggestions). */
function input(scope: Pick<typeof screen, 'getAllByLabelText'>, name: string, options: { exact?: boolean } = {}): HTMLInputElement {
  const found = scope.getAllByLabelText(name, options).find((el) => ['INPUT', 'TEXTAREA', 'SELECT'].includes(el.tagName));
  if (!found) throw new Error(`no field named ${name}`);
  return found as HTMLInputElement;
}
const value = (el: HTMLElement) => (el as HTMLInputElement).value;
const disabled = (el: HTMLElement) => (el as HTMLInputElement).disabled;
const visible = (el: HTMLElement) => el.closest('[style*="display: none"]') === null;

function renderPanel(text = ROLE, extra: { readOnly?: boolean } = {}) {
  const onText = vi.fn<(text: string) => void>();
  const onShowYaml = vi.fn();
  const handle = createRef<RoleFormPanelHandle>();
  const view = renderWithProviders(
    <RoleFormPanel text={text} nameFixed onText={onText} onShowYaml={onShowYaml} handleRef={handle} {...extra} />,
  );
  const last = () => onText.mock.calls.at(-1)?.[0] ?? text;
  return { ...view, onText, onShowYaml, handle, last };
}

describe('RoleFormPanel', () => {
  it('shows the role: name (fixed), logins and labels', () => {
    renderPanel();
    expect(value(input(screen, 'Name'))).toBe('dev');
    expect(input(screen, 'Name').hasAttribute('readonly')).toBe(true);
    const logins = input(screen, 'Logins', { exact: true });
    expect(logins.closest('.mantine-TagsInput-root')?.textContent).toContain('ubuntu');
    const label = screen.getByRole('group', { name: 'Node label 1' });
    expect(value(input(within(label), 'Key'))).toBe('env');
    expect(label.textContent).toContain('dev');
  });

  it('writes a new login and a new label into the YAML, keeping its comment', async () => {
    const user = userEvent.setup();
    const { last } = renderPanel();
    await user.type(input(screen, 'Logins', { exact: true }), 'root{Enter}');
    expect(last()).toContain('    # who may log in\n    logins: [ubuntu, root]\n');

    await user.click(screen.getByRole('button', { name: 'Add node label' }));
    const row = screen.getByRole('group', { name: 'Node label 2' });
    // The new row's key takes the focus.
    expect(document.activeElement).toBe(input(within(row), 'Key'));
    await user.keyboard('team');
    await user.type(input(within(row), 'Values'), 'a,b,');
    expect(YAML.parse(last()).spec.allow.node_labels).toEqual({ env: 'dev', team: ['a', 'b'] });

    await user.click(screen.getByRole('button', { name: 'Remove node label 1' }));
    expect(YAML.parse(last()).spec.allow.node_labels).toEqual({ team: ['a', 'b'] });
  });

  it('writes options from their tab', async () => {
    const user = userEvent.setup();
    const { last } = renderPanel();
    await user.click(screen.getByRole('tab', { name: 'Options' }));
    await user.selectOptions(input(screen, 'SSH session recording mode'), 'strict');
    await user.selectOptions(input(screen, 'Forward the SSH agent'), 'false');
    const ttl = input(screen, 'Maximum session TTL');
    await user.clear(ttl);
    await user.type(ttl, '2h');
    expect(YAML.parse(last()).spec.options).toEqual({ max_session_ttl: '2h', record_session: { ssh: 'strict' }, forward_agent: false });
  });

  it('checks on submit: the label turns into the message, the field is marked and takes the focus', async () => {
    const user = userEvent.setup();
    const { handle } = renderPanel();
    await user.type(input(screen, 'AWS role ARNs'), 'nope{Enter}');
    await user.click(screen.getByRole('tab', { name: 'Options' }));
    let ok = true;
    act(() => {
      ok = handle.current!.commit();
    });
    expect(ok).toBe(false);
    // Back on the tab of the first problem, the field named by its message.
    const field = input(screen, 'invalid role ARN format: nope');
    expect(field.getAttribute('aria-invalid')).toBe('true');
    await waitFor(() => expect(document.activeElement).toBe(field));
    expect(screen.getByRole('tab', { name: 'Allow (1 to fix)' }).getAttribute('aria-selected')).toBe('true');

    // Corrected, the message goes as it is typed away.
    await user.type(field, '{Backspace}{Backspace}arn:aws:iam::123456789012:role/ok{Enter}');
    expect(input(screen, 'AWS role ARNs').getAttribute('aria-invalid')).not.toBe('true');
    act(() => {
      ok = handle.current!.commit();
    });
    expect(ok).toBe(true);
  });

  it('names each problem of a label row at its field', async () => {
    const user = userEvent.setup();
    const { handle } = renderPanel();
    await user.click(screen.getByRole('button', { name: 'Add node label' }));
    await user.keyboard('env');
    act(() => void handle.current!.commit());
    const row = screen.getByRole('group', { name: 'Node label 2' });
    expect(input(within(row), 'Label “env” is given twice').getAttribute('aria-invalid')).toBe('true');
    expect(input(within(row), 'Give at least one value (* for any)')).toBeTruthy();
  });

  it('leaves a YAML it cannot read alone: the form is disabled and says to fix it in YAML', async () => {
    const broken = 'kind: role\nmetadata:\n  name: dev\n  labels: [a\n';
    const { onText, onShowYaml, handle } = renderPanel(broken);
    expect(screen.getByRole('status').textContent).toContain('The form cannot read this YAML');
    expect(screen.getByRole('status').textContent).toMatch(/Line \d+: .*Fix it in YAML/);
    expect(disabled(input(screen, 'Logins', { exact: true }))).toBe(true);
    expect(disabled(input(screen, 'Description'))).toBe(true);
    expect(handle.current!.commit()).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Back to YAML' }));
    expect(onShowYaml).toHaveBeenCalled();
    expect(onText).not.toHaveBeenCalled();
  });

  it('disables the fields the YAML holds in a shape the form cannot show', () => {
    renderPanel('kind: role\nmetadata:\n  name: dev\nspec:\n  allow:\n    logins: {a: b}\n');
    const logins = input(screen, 'Logins', { exact: true });
    expect(disabled(logins)).toBe(true);
    expect(screen.getByText('Written in a shape this form cannot show: edit it in YAML.')).toBeTruthy();
    expect(disabled(input(screen, 'Database users'))).toBe(false);
  });

  it('is read-only for a role only viewed', () => {
    renderPanel(ROLE, { readOnly: true });
    expect(disabled(input(screen, 'Logins', { exact: true }))).toBe(true);
    expect(disabled(screen.getByRole('button', { name: 'Add node label' }))).toBe(true);
  });
});

function fakeEditor(initial: string) {
  let text = initial;
  const editor: YamlEditorHandle = {
    text: () => text,
    check: () => ({ problems: [], name: 'dev' }),
    focus: () => undefined,
    replaceText: (next) => {
      text = next;
    },
  };
  return { editor, now: () => text, type: (next: string) => (text = next) };
}

describe('RoleEditorPane', () => {
  it('switches between the YAML and the form, both holding the same role', async () => {
    const user = userEvent.setup();
    const yaml = fakeEditor(ROLE);
    const pane = createRef<EditorPaneHandle>();
    renderWithProviders(
      <RoleEditorPane editor={{ current: yaml.editor }} readOnly={false} nameFixed ready handleRef={pane}>
        <div data-testid="the-yaml-editor" />
      </RoleEditorPane>,
    );
    expect(screen.getByRole('radiogroup', { name: 'Edit the role as' })).toBeTruthy();
    expect(visible(screen.getByTestId('the-yaml-editor'))).toBe(true);

    await user.click(screen.getByRole('radio', { name: 'Form' }));
    await screen.findAllByLabelText('Logins', { exact: true });
    const logins = input(screen, 'Logins', { exact: true });
    expect(visible(screen.getByTestId('the-yaml-editor'))).toBe(false);
    await user.type(logins, 'root{Enter}');
    expect(yaml.now()).toContain('logins: [ubuntu, root]');

    // A problem keeps the form (and the save waits) until it is fixed.
    await user.type(input(screen, 'AWS role ARNs'), 'nope{Enter}');
    await user.click(screen.getByRole('radio', { name: 'YAML' }));
    expect(input(screen, 'invalid role ARN format: nope')).toBeTruthy();
    expect((screen.getByRole('radio', { name: 'Form' }) as HTMLInputElement).checked).toBe(true);
    let saving = true;
    act(() => {
      saving = pane.current!.beforeSave();
    });
    expect(saving).toBe(false);
    await user.click(input(screen, 'invalid role ARN format: nope'));
    await user.keyboard('{Backspace}{Backspace}');
    await user.click(screen.getByRole('radio', { name: 'YAML' }));
    expect(visible(screen.getByTestId('the-yaml-editor'))).toBe(true);
    expect(pane.current!.beforeSave()).toBe(true);

    // A change made in the YAML shows in the form opened again.
    yaml.type(yaml.now().replace('env: dev', 'env: prod'));
    await user.click(screen.getByRole('radio', { name: 'Form' }));
    const row = await screen.findByRole('group', { name: 'Node label 1' });
    expect(row.textContent).toContain('prod');
  });

  it('offers the form only once the YAML editor is up (a click is never swallowed)', () => {
    renderWithProviders(
      <RoleEditorPane editor={{ current: null }} readOnly={false} nameFixed ready={false}>
        <div data-testid="the-yaml-editor" />
      </RoleEditorPane>,
    );
    expect((screen.getByRole('radio', { name: 'Form' }) as HTMLInputElement).disabled).toBe(true);
  });
});
