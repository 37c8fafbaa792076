// The links an invite or a password reset hands to a user: this console's own origin and the
// page of the new-credentials flow, `/web/invite/{tokenId}` or `/web/reset/{tokenId}`. The token
// is one path segment (encoded) and nothing else: no query, no fragment, no other place.

export type PasswordTokenType = 'invite' | 'password';

/** The path of the flow a token of this type opens. Throws on a token that is no path segment. */
export function passwordTokenPath(type: PasswordTokenType, tokenId: string): string {
  if (tokenId === '' || tokenId === '.' || tokenId === '..')
    throw new Error(`The server sent no usable token (${JSON.stringify(tokenId)}).`);
  const page = type === 'invite' ? 'invite' : 'reset';
  return `/web/${page}/${encodeURIComponent(tokenId)}`;
}

/** The full link: the origin of `base` (a page URL or an origin; its path, query and hash are dropped) and the flow's path. */
export function passwordTokenLink(base: string, type: PasswordTokenType, tokenId: string): string {
  return `${new URL(base).origin}${passwordTokenPath(type, tokenId)}`;
}
