// Application access, Kubernetes, and Windows desktops (sessions, clipboard, directory sharing).
import { actor, type CatalogueEntry, type CatalogueGroup, type EventReader, labelled, opt, or, phrase } from './catalogue-kit';

/** 'application {name}' or 'an application'. */
const app = (ev: EventReader) => labelled('application', ev.text('app_name', 'app_public_addr'), 'an');

function change(type: string, desc: string, verb: string, what: string, article = 'a'): CatalogueEntry {
  return { type, desc, format: (ev) => phrase(actor(ev), verb, labelled(what, ev.text('name'), article)) };
}

/** `windows_user@desktop` (with the domain when there is one). */
function desktopLogin(ev: EventReader): string {
  const desktop = or(ev.text('desktop_name', 'desktop_addr'), 'an unknown desktop');
  const login = ev.text('windows_user');
  return phrase(login ? `${login}@${desktop}` : desktop, opt('in domain', ev.text('windows_domain')));
}

const desktop = (ev: EventReader) => or(ev.text('desktop_name', 'desktop_addr'), 'an unknown desktop');
const bytes = (ev: EventReader) => (ev.text('length') ? `${ev.text('length')} bytes` : 'data');
const clipboard = (ev: EventReader) => (ev.text('length') ? `${ev.text('length')} bytes of clipboard data` : 'clipboard data');
const sharedDir = (ev: EventReader) => labelled('shared directory', ev.text('directory_name'));

function directoryIo(type: string, desc: string, failed: boolean, verb: string, prep: string): CatalogueEntry {
  return {
    type,
    desc,
    format: (ev) =>
      phrase(
        actor(ev),
        failed ? `failed to ${verb}` : `${verb === 'read' ? 'read' : 'wrote'}`,
        bytes(ev),
        prep,
        labelled('file', ev.text('file_path')),
        'in',
        sharedDir(ev),
        'on',
        desktop(ev),
      ),
  };
}

export const RESOURCE_CODES: CatalogueGroup = {
  T2007I: {
    type: 'app.session.start',
    desc: 'App Session Started',
    typeLabel: 'App Session Start',
    format: (ev) =>
      phrase(actor(ev), ev.text('aws_role_arn') ? 'opened the AWS console through' : 'opened', app(ev), opt('as', ev.text('aws_role_arn'))),
  },
  T2007E: {
    type: 'app.session.start',
    desc: 'App Session Start Failed',
    format: (ev) => phrase(actor(ev), 'could not open', app(ev), opt(':', ev.text('message', 'error'))),
  },
  T2008I: {
    type: 'app.session.chunk',
    desc: 'App Session Chunk',
    format: (ev) => phrase('A new recording chunk began for', app(ev), opt('used by', ev.text('user'))),
  },
  T2009I: {
    type: 'app.session.request',
    desc: 'App Request',
    format: (ev) => {
      const request = phrase(ev.text('method'), ev.query('path'));
      return phrase(or(request, 'A request'), 'to', app(ev), opt('answered', ev.text('status_code')));
    },
  },
  T2011I: {
    type: 'app.session.end',
    desc: 'App Session Ended',
    format: (ev) => phrase(actor(ev), 'closed', app(ev)),
  },
  T2013I: {
    type: 'app.session.dynamodb.request',
    desc: 'App DynamoDB Request',
    format: (ev) => phrase(actor(ev), 'sent a request to', app(ev), opt('calling', ev.text('target'))),
  },
  TAP03I: change('app.create', 'Application Added', 'added', 'application', 'an'),
  TAP04I: change('app.update', 'Application Updated', 'updated', 'application', 'an'),
  TAP05I: change('app.delete', 'Application Removed', 'removed', 'application', 'an'),
  T3009I: {
    type: 'kube.request',
    desc: 'Kubernetes Request',
    format: (ev) =>
      phrase(
        actor(ev),
        'sent',
        or(phrase(ev.text('verb'), ev.query('request_path')), 'a request'),
        'to',
        labelled('Kubernetes cluster', ev.text('kubernetes_cluster')),
        opt('and got', ev.text('response_code')),
      ),
  },
  T3010I: change('kube.create', 'Kubernetes Cluster Added', 'added', 'Kubernetes cluster'),
  T3011I: change('kube.update', 'Kubernetes Cluster Updated', 'updated', 'Kubernetes cluster'),
  T3012I: change('kube.delete', 'Kubernetes Cluster Removed', 'removed', 'Kubernetes cluster'),
  TDP00I: {
    type: 'windows.desktop.session.start',
    desc: 'Desktop Session Started',
    typeLabel: 'Desktop Session Start',
    format: (ev) => phrase(actor(ev), 'started a desktop session on', desktopLogin(ev), opt('(session', ev.text('sid'), ')')),
  },
  TDP00W: {
    type: 'windows.desktop.session.start',
    desc: 'Desktop Session Refused',
    format: (ev) => phrase(actor(ev), 'was refused a desktop session on', desktopLogin(ev), opt(':', ev.text('error', 'message'))),
  },
  TDP01I: {
    type: 'windows.desktop.session.end',
    desc: 'Desktop Session Ended',
    format: (ev) => phrase(actor(ev), 'ended a desktop session on', desktopLogin(ev), opt('(session', ev.text('sid'), ')')),
  },
  TDP02I: {
    type: 'desktop.clipboard.send',
    desc: 'Clipboard Sent to Desktop',
    format: (ev) => phrase(actor(ev), 'sent', clipboard(ev), 'to', desktop(ev)),
  },
  TDP03I: {
    type: 'desktop.clipboard.receive',
    desc: 'Clipboard Received from Desktop',
    format: (ev) => phrase(actor(ev), 'received', clipboard(ev), 'from', desktop(ev)),
  },
  TDP04I: {
    type: 'desktop.directory.share',
    desc: 'Directory Shared',
    typeLabel: 'Directory Sharing',
    format: (ev) => phrase(actor(ev), 'shared', labelled('directory', ev.text('directory_name')), 'with', desktop(ev)),
  },
  TDP04W: {
    type: 'desktop.directory.share',
    desc: 'Directory Sharing Failed',
    format: (ev) => phrase(actor(ev), 'failed to share', labelled('directory', ev.text('directory_name')), 'with', desktop(ev)),
  },
  TDP05I: directoryIo('desktop.directory.read', 'Shared Directory Read', false, 'read', 'from'),
  TDP05W: directoryIo('desktop.directory.read', 'Shared Directory Read Failed', true, 'read', 'from'),
  TDP06I: directoryIo('desktop.directory.write', 'Shared Directory Write', false, 'write', 'to'),
  TDP06W: directoryIo('desktop.directory.write', 'Shared Directory Write Failed', true, 'write', 'to'),
};
