// Where two sequences (two texts, two lists of lines) stop agreeing: the length of their common
// start, and where their common end begins in each. What lies between is all that differs.

export interface CommonEnds {
  /** a[0..start) equals b[0..start). */
  start: number;
  /** a[endA..) equals b[endB..); neither reaches back past `start`. */
  endA: number;
  endB: number;
}

export function commonEnds<T>(a: ArrayLike<T>, b: ArrayLike<T>): CommonEnds {
  let start = 0;
  while (start < a.length && start < b.length && a[start] === b[start]) start++;
  let endA = a.length;
  let endB = b.length;
  while (endA > start && endB > start && a[endA - 1] === b[endB - 1]) {
    endA--;
    endB--;
  }
  return { start, endA, endB };
}
