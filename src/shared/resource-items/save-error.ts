// What the editor says when the server refuses a save or a delete: the server's own words for a
// 400, and for 404, 409 and 403 what happened and what the author can do. Nothing here clears the
// editor: the text stays as typed.
import { ApiError, errorText } from '@/api/errors';

export interface SaveFailure {
  title: string;
  message: string;
  /** The item is gone (404): the list should be refreshed. */
  gone: boolean;
}

export function saveFailure(error: unknown, what: { label: string; name: string | null; action: 'save' | 'delete' }): SaveFailure {
  const named = what.name ? `${what.label} “${what.name}”` : `this ${what.label}`;
  const server = errorText(error);
  const status = error instanceof ApiError ? error.status : 0;
  switch (status) {
    case 400:
      return { title: 'The server refused the YAML', message: server, gone: false };
    case 404:
      return {
        title: `The ${what.label} no longer exists`,
        message:
          what.action === 'save'
            ? `${named} was deleted since you opened it. Your text is kept: copy it, or close and create it again.`
            : `${named} was already deleted.`,
        gone: true,
      };
    case 409:
      return {
        title: `The ${what.label} already exists`,
        message: `A ${what.label} named “${what.name ?? ''}” already exists. Change metadata.name, or close and edit the existing one. Your text is kept.`,
        gone: false,
      };
    case 403:
      return { title: 'Access denied', message: server, gone: false };
    default:
      return { title: what.action === 'save' ? 'Could not save' : 'Could not delete', message: server, gone: false };
  }
}
