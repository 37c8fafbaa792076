// A moderated session's file-transfer requests over the terminal socket (terminal-session.ts): the
// user's own requests waiting for a moderator (resolved with the ids the scp call needs, or
// rejected), and the requests the moderators see, from the session's file_transfer_request* events.
import { fileTransferDecisionFrame, fileTransferRequestFrame } from './terminal-protocol';
import type { FileTransferEvent, Session } from './messages';

export interface FileRequestView {
  requestID: string;
  requester: string;
  location: string;
  filename: string;
  download: boolean;
  own: boolean;
}

export interface TransferRequest {
  download: boolean;
  location: string;
  filename?: string;
}

export interface TransferApproval {
  requestId: string;
  sessionId: string;
}

interface OwnRequest {
  key: string;
  requestID: string | null;
  resolve: (ids: TransferApproval) => void;
  reject: (error: Error) => void;
}

const keyOf = (r: { download: boolean; location: string; filename?: string }) =>
  `${r.download ? 'd' : 'u'}|${r.location}|${r.filename ?? ''}`;

export class TransferRequests {
  private own: OwnRequest[] = [];

  constructor(private readonly send: (frame: Uint8Array) => void) {}

  /** Asks the moderators; `cancel` withdraws the request (and denies it once the server named it). */
  request(request: TransferRequest): { promise: Promise<TransferApproval>; cancel: () => void } {
    let own: OwnRequest | undefined;
    const promise = new Promise<TransferApproval>((resolve, reject) => {
      own = { key: keyOf(request), requestID: null, resolve, reject };
      this.own.push(own);
      this.send(fileTransferRequestFrame(request));
    });
    const cancel = () => {
      if (!own) return;
      this.own = this.own.filter((r) => r !== own);
      if (own.requestID) this.send(fileTransferDecisionFrame(own.requestID, false));
      own.reject(new DOMException('The transfer was cancelled.', 'AbortError'));
    };
    return { promise, cancel };
  }

  /**
   * A file-transfer event of the session: settles the user's own request it answers, and returns
   * the requests still waiting (and a notice for a new one).
   */
  onEvent(
    ft: FileTransferEvent,
    session: Session | null,
    waiting: readonly FileRequestView[],
  ): { fileRequests: FileRequestView[]; notice?: string } {
    const sessionId = ft.sid ?? session?.id ?? '';
    if (ft.event === 'file_transfer_request') {
      const own = this.own.find((r) => r.requestID === null && r.key === keyOf(ft));
      if (own) own.requestID = ft.requestID;
      const view: FileRequestView = {
        requestID: ft.requestID,
        requester: ft.requester,
        location: ft.location,
        filename: ft.filename,
        download: ft.download,
        own: Boolean(own),
      };
      return {
        fileRequests: [...waiting.filter((r) => r.requestID !== ft.requestID), view],
        notice: `${ft.requester || 'Someone'} asks to ${ft.download ? 'download' : 'upload'} ${ft.location}${ft.download ? '' : ft.filename}`,
      };
    }
    const own = this.own.find((r) => r.requestID === ft.requestID);
    if (own) {
      this.own = this.own.filter((r) => r !== own);
      if (ft.event === 'file_transfer_request_approve') own.resolve({ requestId: ft.requestID, sessionId });
      else own.reject(new Error('A moderator denied the file transfer.'));
    }
    return { fileRequests: waiting.filter((r) => r.requestID !== ft.requestID) };
  }

  /** Rejects every own request still waiting (the connection went). */
  failAll(error: Error): void {
    const pending = this.own;
    this.own = [];
    for (const r of pending) r.reject(error);
  }
}
