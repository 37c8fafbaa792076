// Building the listing's predicate `query` from clicks (labels, facets). The backend parses it
// as a Go expression (`labels["env"] == "prod" && ...`), and its string literals are Go string
// literals, so names and values are quoted with JSON's string syntax, which Go accepts: quotes,
// backslashes and control characters in a hostile label cannot break out of the literal.

export interface LabelLike {
  name: string;
  value: string;
}

/** `labels["name"] == "value"`: the bracket form works for keys with dots and slashes too. */
export function labelPredicate(label: LabelLike): string {
  return `labels[${JSON.stringify(label.name)}] == ${JSON.stringify(label.value)}`;
}

/** Whether `expr` has a top-level `||` (outside parentheses and string literals). */
function hasTopLevelOr(expr: string): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < expr.length; i++) {
    const c = expr[i];
    if (inString) {
      if (c === '\\') i++;
      else if (c === '"') inString = false;
    } else if (c === '"') inString = true;
    else if (c === '(') depth++;
    else if (c === ')') depth--;
    else if (c === '|' && expr[i + 1] === '|' && depth === 0) return true;
  }
  return false;
}

/**
 * Adds a condition to the query with `&&`. An empty query becomes the condition; a condition
 * already there is not added twice; a query with a top-level `||` is parenthesised first so the
 * new condition narrows all of it.
 */
export function addCondition(query: string, condition: string): string {
  const current = query.trim();
  if (current === '') return condition;
  if (current === condition || current.split(' && ').includes(condition)) return current;
  return hasTopLevelOr(current) ? `(${current}) && ${condition}` : `${current} && ${condition}`;
}

/** The query after clicking a label. */
export function queryWithLabel(query: string, label: LabelLike): string {
  return addCondition(query, labelPredicate(label));
}
