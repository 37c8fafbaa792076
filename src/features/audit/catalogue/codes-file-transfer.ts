// File transfers over SSH: SCP uploads and downloads, and every SFTP operation.
import { actor, type CatalogueEntry, type CatalogueGroup, type EventReader, labelled, node, opt, or, phrase } from './catalogue-kit';

const path = (ev: EventReader) => or(ev.text('path'), 'a file');

/** One SFTP operation, as success (`I`) and failure (`E`) entries. */
function sftp(name: string, done: string, tried: string, noun: string, withTarget = false): [CatalogueEntry, CatalogueEntry] {
  const what = (ev: EventReader) => phrase(labelled(noun, ev.text('path')), withTarget ? opt('to', ev.text('target_path')) : '');
  return [
    {
      type: 'sftp',
      desc: `SFTP ${name}`,
      typeLabel: 'SFTP',
      format: (ev) => phrase(actor(ev), done, what(ev), 'on', node(ev)),
    },
    {
      type: 'sftp',
      desc: `SFTP ${name} Failed`,
      format: (ev) => phrase(actor(ev), 'failed to', tried, what(ev), 'on', node(ev), opt(':', ev.text('error'))),
    },
  ];
}

const [open, openFailed] = sftp('File Open', 'opened', 'open', 'file');
const [setstat, setstatFailed] = sftp('Attribute Change', 'changed the attributes of', 'change the attributes of', 'file');
const [opendir, opendirFailed] = sftp('Directory Open', 'opened', 'open', 'directory');
const [readdir, readdirFailed] = sftp('Directory Listing', 'listed', 'list', 'directory');
const [remove, removeFailed] = sftp('File Removal', 'removed', 'remove', 'file');
const [mkdir, mkdirFailed] = sftp('Directory Creation', 'created', 'create', 'directory');
const [rmdir, rmdirFailed] = sftp('Directory Removal', 'removed', 'remove', 'directory');
const [rename, renameFailed] = sftp('Rename', 'renamed', 'rename', 'file', true);
const [symlink, symlinkFailed] = sftp('Symbolic Link', 'created', 'create', 'symbolic link', true);
const [link, linkFailed] = sftp('Hard Link', 'created', 'create', 'hard link', true);

function transferCount(ev: EventReader): string {
  const stats = ev.value('file_transfer_stats');
  if (!Array.isArray(stats) || stats.length === 0) return '';
  return stats.length === 1 ? '(1 file)' : `(${stats.length} files)`;
}

export const FILE_TRANSFER_CODES: CatalogueGroup = {
  T3004I: {
    type: 'scp',
    desc: 'SCP Download',
    typeLabel: 'SCP',
    format: (ev) => phrase(actor(ev), 'downloaded', path(ev), 'from', node(ev)),
  },
  T3004E: {
    type: 'scp',
    desc: 'SCP Download Failed',
    format: (ev) => phrase(actor(ev), 'failed to download', path(ev), 'from', node(ev), opt(':', ev.text('exitError', 'error'))),
  },
  T3005I: {
    type: 'scp',
    desc: 'SCP Upload',
    format: (ev) => phrase(actor(ev), 'uploaded', path(ev), 'to', node(ev)),
  },
  T3005E: {
    type: 'scp',
    desc: 'SCP Upload Failed',
    format: (ev) => phrase(actor(ev), 'failed to upload', path(ev), 'to', node(ev), opt(':', ev.text('exitError', 'error'))),
  },
  T3010E: {
    type: 'scp',
    desc: 'SCP Blocked',
    format: (ev) => phrase(actor(ev), 'was blocked from an SCP transfer on', node(ev)),
  },
  TS001I: open,
  TS001E: openFailed,
  TS007I: setstat,
  TS007E: setstatFailed,
  TS009I: opendir,
  TS009E: opendirFailed,
  TS010I: readdir,
  TS010E: readdirFailed,
  TS011I: remove,
  TS011E: removeFailed,
  TS012I: mkdir,
  TS012E: mkdirFailed,
  TS013I: rmdir,
  TS013E: rmdirFailed,
  TS016I: rename,
  TS016E: renameFailed,
  TS018I: symlink,
  TS018E: symlinkFailed,
  TS019I: link,
  TS019E: linkFailed,
  TS020E: {
    type: 'sftp',
    desc: 'SFTP Blocked',
    format: (ev) => phrase(actor(ev), 'was blocked from opening an SFTP session on', node(ev)),
  },
  TS021I: {
    type: 'sftp_summary',
    desc: 'SFTP Transfer Summary',
    format: (ev) => phrase(actor(ev), 'finished transferring files on', node(ev), transferCount(ev)),
  },
};
