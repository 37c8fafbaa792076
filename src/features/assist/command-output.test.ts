import { describe, expect, it } from 'vitest';
import { MAX_NODE_OUTPUT, commandRunReducer, initialCommandRun, type CommandRunAction } from './command-output';

const run = (actions: CommandRunAction[]) => actions.reduce(commandRunReducer, initialCommandRun());

describe('commandRunReducer', () => {
  it('keeps one panel per server, with interleaved output kept apart and runs of one stream merged', () => {
    const s = run([
      { type: 'started' },
      { type: 'node', nodeId: 'a', name: 'web-1' },
      { type: 'node', nodeId: 'b', name: 'web-2' },
      { type: 'output', nodeId: 'a', stream: 'stdout', text: 'File' },
      { type: 'output', nodeId: 'b', stream: 'stdout', text: 'Filesystem\n' },
      { type: 'output', nodeId: 'a', stream: 'stdout', text: 'system\n' },
      { type: 'output', nodeId: 'a', stream: 'stderr', text: 'warning\n' },
      { type: 'node-done', nodeId: 'a' },
    ]);
    expect(s.status).toBe('running');
    expect(s.nodes.map((n) => [n.name, n.done])).toEqual([
      ['web-1', true],
      ['web-2', false],
    ]);
    expect(s.nodes[0]?.runs).toEqual([
      { stream: 'stdout', text: 'Filesystem\n' },
      { stream: 'stderr', text: 'warning\n' },
    ]);
  });

  it('shows output of a server whose metadata never came under its id', () => {
    const s = run([{ type: 'output', nodeId: 'n-1', stream: 'teleport-error', text: 'access denied' }]);
    expect(s.nodes[0]).toMatchObject({ nodeId: 'n-1', name: 'n-1', runs: [{ stream: 'teleport-error', text: 'access denied' }] });
  });

  it('ends with the summary on a clean close; a dropped socket is a failure that keeps the output', () => {
    const done = run([
      { type: 'node', nodeId: 'a', name: 'a' },
      { type: 'summary', text: 'All fine.' },
      { type: 'closed', clean: true, reason: '' },
    ]);
    expect(done).toMatchObject({ status: 'finished', summary: 'All fine.', errors: [] });
    const dropped = run([
      { type: 'output', nodeId: 'a', stream: 'stdout', text: 'half' },
      { type: 'closed', clean: false, reason: 'The connection to the server was lost.' },
    ]);
    expect(dropped.status).toBe('failed');
    expect(dropped.errors).toEqual(['The connection to the server was lost.']);
    expect(dropped.nodes[0]?.runs[0]?.text).toBe('half');
  });

  it('an error with no server at all fails the run; cancel stops it and a later close changes nothing', () => {
    expect(
      run([
        { type: 'error', text: 'no servers found' },
        { type: 'closed', clean: true, reason: '' },
      ]),
    ).toMatchObject({ status: 'failed', errors: ['no servers found'] });
    const cancelled = run([{ type: 'node', nodeId: 'a', name: 'a' }, { type: 'cancelled' }, { type: 'closed', clean: false, reason: 'x' }]);
    expect(cancelled.status).toBe('cancelled');
    expect(cancelled.errors).toEqual([]);
  });

  it('caps a chatty server and says so', () => {
    const big = 'x'.repeat(MAX_NODE_OUTPUT - 10);
    const s = run([
      { type: 'output', nodeId: 'a', stream: 'stdout', text: big },
      { type: 'output', nodeId: 'a', stream: 'stdout', text: 'y'.repeat(100) },
      { type: 'output', nodeId: 'a', stream: 'stdout', text: 'more' },
    ]);
    expect(s.nodes[0]?.size).toBe(MAX_NODE_OUTPUT);
    expect(s.nodes[0]?.truncated).toBe(true);
  });
});
