// A command run's output as the panels show it, built by a pure reducer: one panel per server
// (named by the session metadata when it came), its output as runs of stdout, stderr and
// Teleport's own errors, then the summary. Output per server is capped so that a chatty command
// cannot take the tab's memory; what was cut is said.

export type OutputStream = 'stdout' | 'stderr' | 'teleport-error';

export interface OutputRun {
  stream: OutputStream;
  text: string;
}

export interface NodeOutput {
  nodeId: string;
  name: string;
  runs: OutputRun[];
  size: number;
  truncated: boolean;
  done: boolean;
}

export interface CommandRunState {
  status: 'connecting' | 'running' | 'finished' | 'failed' | 'cancelled';
  nodes: NodeOutput[];
  summary: string | null;
  /** Errors of the run as a whole (the socket's `e` frames, a lost connection). */
  errors: string[];
}

export type CommandRunAction =
  | { type: 'started' }
  | { type: 'node'; nodeId: string; name: string }
  | { type: 'output'; nodeId: string; stream: OutputStream; text: string }
  | { type: 'node-done'; nodeId: string }
  | { type: 'summary'; text: string }
  | { type: 'error'; text: string }
  | { type: 'closed'; clean: boolean; reason: string }
  | { type: 'cancelled' };

export const MAX_NODE_OUTPUT = 512 * 1024;

export const initialCommandRun = (): CommandRunState => ({ status: 'connecting', nodes: [], summary: null, errors: [] });

export function commandRunReducer(state: CommandRunState, action: CommandRunAction): CommandRunState {
  switch (action.type) {
    case 'started':
      return state.status === 'connecting' ? { ...state, status: 'running' } : state;
    case 'node':
      return withNode(state, action.nodeId, (n) => ({ ...n, name: action.name || n.name }));
    case 'output': {
      if (!action.text) return state;
      return withNode(state, action.nodeId, (n) => {
        if (n.truncated) return n;
        const room = MAX_NODE_OUTPUT - n.size;
        const text = action.text.length > room ? action.text.slice(0, room) : action.text;
        const last = n.runs[n.runs.length - 1];
        const runs =
          last && last.stream === action.stream
            ? [...n.runs.slice(0, -1), { ...last, text: last.text + text }]
            : [...n.runs, { stream: action.stream, text }];
        return { ...n, runs, size: n.size + text.length, truncated: text.length < action.text.length };
      });
    }
    case 'node-done':
      return withNode(state, action.nodeId, (n) => ({ ...n, done: true }));
    case 'summary':
      return { ...state, summary: (state.summary ?? '') + action.text };
    case 'error':
      return { ...state, errors: [...state.errors, action.text] };
    case 'cancelled':
      return isOver(state) ? state : { ...state, status: 'cancelled', nodes: state.nodes.map((n) => ({ ...n, done: true })) };
    case 'closed': {
      if (isOver(state)) return state;
      const failed = !action.clean || (state.errors.length > 0 && state.nodes.length === 0);
      return {
        ...state,
        status: failed ? 'failed' : 'finished',
        errors: !action.clean ? [...state.errors, action.reason] : state.errors,
        nodes: state.nodes.map((n) => ({ ...n, done: true })),
      };
    }
  }
}

const isOver = (s: CommandRunState) => s.status === 'finished' || s.status === 'failed' || s.status === 'cancelled';

function withNode(state: CommandRunState, nodeId: string, fn: (n: NodeOutput) => NodeOutput): CommandRunState {
  const index = state.nodes.findIndex((n) => n.nodeId === nodeId);
  const base: NodeOutput = index >= 0 ? state.nodes[index]! : { nodeId, name: nodeId, runs: [], size: 0, truncated: false, done: false };
  const next = fn(base);
  const nodes = state.nodes.slice();
  if (index >= 0) nodes[index] = next;
  else nodes.push(next);
  return { ...state, status: state.status === 'connecting' ? 'running' : state.status, nodes };
}
