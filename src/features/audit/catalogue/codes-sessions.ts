// Interactive and non-interactive SSH / Kubernetes sessions: session life cycle, enhanced
// recording (BPF), command execution, subsystems, port and X11 forwarding.
import { actor, type CatalogueGroup, type EventReader, list, labelled, node, opt, or, phrase } from './catalogue-kit';

const sid = (ev: EventReader) => opt('(session', ev.text('sid'), ')');

const program = (ev: EventReader) => (ev.text('program', 'path') ? `Program ${ev.text('program', 'path')}` : 'A program');
const subsystem = (ev: EventReader) => (ev.text('name') ? `the ${ev.text('name')} subsystem` : 'a subsystem');

const isKube = (ev: EventReader) => ev.text('proto') === 'kube';

/** Where a session ran: a Kubernetes cluster or an SSH node. */
function target(ev: EventReader): string {
  if (isKube(ev)) {
    const cluster = ev.text('kubernetes_cluster');
    return cluster ? `on Kubernetes cluster ${cluster}` : 'on a Kubernetes cluster';
  }
  const login = ev.text('login');
  return login ? `on ${node(ev)} as ${login}` : `on ${node(ev)}`;
}

function durationText(ev: EventReader): string {
  const start = Date.parse(ev.text('session_start'));
  const stop = Date.parse(ev.text('session_stop'));
  if (!Number.isFinite(start) || !Number.isFinite(stop) || stop < start) return '';
  const seconds = Math.round((stop - start) / 1000);
  if (seconds < 60) return `after ${seconds}s`;
  const minutes = Math.floor(seconds / 60);
  if (minutes < 60) return `after ${minutes}m ${seconds % 60}s`;
  return `after ${Math.floor(minutes / 60)}h ${minutes % 60}m`;
}

const PORT_KINDS: Record<string, string> = {
  port: 'Port Forwarding',
  'port.local': 'Local Port Forwarding',
  'port.remote': 'Remote Port Forwarding',
  'port.remote_conn': 'Remote Port Forwarded Connection',
};
const portKind = (ev: EventReader) => PORT_KINDS[ev.text('event')] ?? 'Port Forwarding';

const PORT_TYPES = [
  { type: 'port.local', label: 'Local Port Forwarding' },
  { type: 'port.remote', label: 'Remote Port Forwarding' },
  { type: 'port.remote_conn', label: 'Remote Port Forwarded Connection' },
];

function portMessage(verb: string) {
  return (ev: EventReader) =>
    phrase(
      actor(ev),
      verb,
      portKind(ev).toLowerCase(),
      opt('to', ev.text('addr')),
      opt('on', ev.text('server_hostname')),
      opt(':', ev.text('error')),
    );
}

export const SESSION_CODES: CatalogueGroup = {
  T2000I: {
    type: 'session.start',
    desc: 'Session Started',
    format: (ev) => phrase(actor(ev), 'started a session', target(ev), sid(ev)),
  },
  T2001I: {
    type: 'session.join',
    desc: 'Session Joined',
    format: (ev) => phrase(actor(ev), 'joined', labelled('session', ev.text('sid')), opt('on', ev.text('server_hostname'))),
  },
  T2002I: {
    type: 'resize',
    desc: 'Terminal Resized',
    format: (ev) => phrase(actor(ev), 'resized the terminal', opt('to', ev.text('size')), sid(ev)),
  },
  T2003I: {
    type: 'session.leave',
    desc: 'Session Left',
    format: (ev) => phrase(actor(ev), 'left', labelled('session', ev.text('sid'))),
  },
  T2004I: {
    type: 'session.end',
    desc: 'Session Ended',
    format: (ev) => {
      const kind = isKube(ev) ? 'Kubernetes session' : ev.flag('interactive') === false ? 'non-interactive session' : 'session';
      return phrase(actor(ev), `ended a ${kind}`, target(ev), durationText(ev), sid(ev));
    },
  },
  T2005I: {
    type: 'session.upload',
    desc: 'Recording Uploaded',
    format: (ev) =>
      ev.text('sid') ? phrase('The recording of session', ev.text('sid'), 'was uploaded') : 'A session recording was uploaded',
  },
  T2006I: {
    type: 'session.data',
    desc: 'Session Data Usage',
    format: (ev) => {
      const usage = list(opt('sent', ev.text('tx'), ' bytes'), opt('received', ev.text('rx'), ' bytes'));
      return phrase('Data usage of', labelled('session', ev.text('sid')), 'was reported', opt('(', usage, ')'));
    },
  },
  T2010I: {
    type: 'session.connect',
    desc: 'Connection Opened',
    format: (ev) =>
      phrase(
        'A connection was made',
        opt('from', ev.text('addr.remote')),
        'to',
        or(ev.text('server_addr', 'addr.local'), 'an unknown server'),
      ),
  },
  T2012I: {
    type: 'session.recording.access',
    desc: 'Recording Viewed',
    format: (ev) => phrase(actor(ev), 'viewed the recording of', labelled('session', ev.text('sid'))),
  },
  T1006W: {
    type: 'session.rejected',
    desc: 'Session Refused',
    format: (ev) =>
      phrase(
        actor(ev),
        'was refused a session',
        opt('as', ev.text('login')),
        opt('on', ev.text('server_hostname', 'server_id')),
        opt(':', ev.text('reason')),
      ),
  },
  T3006I: {
    type: 'client.disconnect',
    desc: 'Client Disconnected',
    format: (ev) => phrase(actor(ev), 'was disconnected', opt(':', ev.text('reason'))),
  },
  T4000I: {
    type: 'session.command',
    desc: 'Session Program Run',
    format: (ev) => phrase(program(ev), 'ran', opt('with exit code', ev.text('return_code')), sid(ev)),
  },
  T4001I: {
    type: 'session.disk',
    desc: 'Session File Opened',
    format: (ev) => phrase(program(ev), 'opened', labelled('file', ev.text('path')), sid(ev)),
  },
  T4002I: {
    type: 'session.network',
    desc: 'Session Network Connection',
    format: (ev) => {
      const denied = ev.text('action') === '1';
      const port = ev.text('dst_port');
      const dst = ev.text('dst_addr') && port ? `${ev.text('dst_addr')}:${port}` : ev.text('dst_addr');
      return phrase(
        denied ? 'Blocked:' : 'Allowed:',
        labelled('program', ev.text('program')),
        denied ? 'tried to connect' : 'connected',
        opt('from', ev.text('src_addr')),
        opt('to', dst),
        sid(ev),
      );
    },
  },
  T4003I: {
    type: 'session.process_exit',
    desc: 'Session Program Exited',
    format: (ev) => phrase(program(ev), 'exited', opt('with status', ev.text('exit_status')), sid(ev)),
  },
  T3002I: {
    type: 'exec',
    desc: 'Command Run',
    typeLabel: 'Command Execution',
    format: (ev) => phrase(actor(ev), 'ran a command', target(ev), opt(':', ev.query('command')), sid(ev)),
  },
  T3002E: {
    type: 'exec',
    desc: 'Command Failed',
    format: (ev) =>
      phrase(
        actor(ev),
        'ran a command that failed',
        target(ev),
        opt(':', ev.query('command')),
        opt('(', ev.text('exitError', 'exitCode'), ')'),
        sid(ev),
      ),
  },
  T3001I: {
    type: 'subsystem',
    desc: 'Subsystem Requested',
    typeLabel: 'Subsystem Request',
    format: (ev) => phrase(actor(ev), 'requested', subsystem(ev), opt('on', ev.text('server_hostname'))),
  },
  T3001E: {
    type: 'subsystem',
    desc: 'Subsystem Failed',
    format: (ev) => phrase(actor(ev), 'could not start', subsystem(ev), opt(':', ev.text('exitError', 'error'))),
  },
  T3003I: {
    type: 'port',
    desc: 'Port Forwarding Started',
    typeLabel: 'Port Forwarding',
    describe: (ev) => `${portKind(ev)} Started`,
    format: portMessage('started'),
    alsoTypes: PORT_TYPES,
  },
  T3003S: {
    type: 'port',
    desc: 'Port Forwarding Stopped',
    describe: (ev) => `${portKind(ev)} Stopped`,
    format: portMessage('stopped'),
  },
  T3003E: {
    type: 'port',
    desc: 'Port Forwarding Failed',
    describe: (ev) => `${portKind(ev)} Failed`,
    format: portMessage('failed'),
  },
  T3008I: {
    type: 'x11-forward',
    desc: 'X11 Forwarding',
    typeLabel: 'X11 Forwarding',
    format: (ev) => phrase(actor(ev), 'requested X11 forwarding', opt('on', ev.text('server_hostname'))),
  },
  T3008W: {
    type: 'x11-forward',
    desc: 'X11 Forwarding Refused',
    format: (ev) => phrase(actor(ev), 'was refused X11 forwarding', opt('on', ev.text('server_hostname')), opt(':', ev.text('error'))),
  },
};
