import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { renderWithProviders } from '@/testing/render';
import { CommandRunView } from './command-run';
import { commandRunReducer, initialCommandRun, type CommandRunAction } from './command-output';

describe('CommandRunView', () => {
  it('shows each server in its own panel, stderr and Teleport errors set apart, then the summary as text', () => {
    const actions: CommandRunAction[] = [
      { type: 'node', nodeId: 'a', name: 'web-1' },
      { type: 'node', nodeId: 'b', name: 'web-2' },
      { type: 'output', nodeId: 'a', stream: 'stdout', text: 'Filesystem  Size\n' },
      { type: 'output', nodeId: 'a', stream: 'stderr', text: 'df: /mnt: permission denied\n' },
      { type: 'output', nodeId: 'b', stream: 'teleport-error', text: 'access denied to root' },
      { type: 'node-done', nodeId: 'a' },
      { type: 'node-done', nodeId: 'b' },
      { type: 'summary', text: 'web-1 is fine; <img src=x onerror=alert(1)>' },
      { type: 'closed', clean: true, reason: '' },
    ];
    const { container } = renderWithProviders(<CommandRunView run={actions.reduce(commandRunReducer, initialCommandRun())} />);
    const panels = screen.getAllByTestId('node-output');
    expect(panels.map((p) => p.getAttribute('data-node'))).toEqual(['web-1', 'web-2']);
    expect(screen.getByLabelText('Output of web-1').textContent).toBe('Filesystem  Size\ndf: /mnt: permission denied\n');
    expect(container.querySelector('[data-node="web-1"] [data-stream="stderr"]')?.className).toContain('assist-out-stderr');
    expect(container.querySelector('[data-node="web-2"] [data-stream="teleport-error"]')?.textContent).toBe('Error: access denied to root');
    expect(screen.getByText('Failed')).toBeTruthy();
    expect(screen.getByTestId('command-summary').textContent).toContain('<img src=x onerror=alert(1)>');
    expect(container.querySelector('img')).toBeNull();
  });
});
