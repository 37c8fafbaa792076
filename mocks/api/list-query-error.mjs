// @ts-check
/** The error of a bad listing parameter (mocks/api/list-query.mjs and its predicate language). */

/** A bad listing parameter: the listing answers 400 with this message. */
export class ListQueryError extends Error {
  /** @param {string} message */
  constructor(message) {
    super(message);
    this.name = 'ListQueryError';
    /** @type {400} */
    this.status = 400;
  }
}

/**
 * A position in the predicate as Go's scanner names it (line 1, 1-based column).
 * @param {number} pos
 */
export const at = (pos) => `1:${pos + 1}`;
