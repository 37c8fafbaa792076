// A label as a condition of the listing's predicate `query` (label-picks.ts combines the picks).
// The backend parses the query as a Go expression (`labels["env"] == "prod" && ...`) whose string
// literals are Go string literals, so names and values are quoted with JSON's string syntax, which
// Go accepts: quotes, backslashes and control characters in a hostile label cannot break out.

export interface LabelLike {
  name: string;
  value: string;
}

/** `labels["name"] == "value"`: the bracket form works for keys with dots and slashes too. */
export function labelPredicate(label: LabelLike): string {
  return `labels[${JSON.stringify(label.name)}] == ${JSON.stringify(label.value)}`;
}
