// The embedded default at scale: how long one listing page of MOCK_SCALE servers (default 10,000)
// takes the mock's store to answer, with a predicate, a search, a sort, and plain. Prints the
// median and p95 of each in ms (the target: under 50 ms for a page of 10,000 with a predicate).
//   npm run bench:mock-lists            MOCK_SCALE=50000 npm run bench:mock-lists
import os from 'node:os';
import { createWorld, LIST_KINDS } from '../mocks/world/world.mjs';
import { listPage } from '../mocks/api/list-query.mjs';

const scale = Number(process.env.MOCK_SCALE ?? 10_000) || 10_000;
const runs = Number(process.env.RUNS ?? 60);
const built = performance.now();
const world = createWorld({ scale });
const buildMs = performance.now() - built;
const nodes = world.items.listNodes;

const cases = {
  'predicate (labels && labels || search)': {
    query: 'labels["env"] == "prod" && (labels["team"] == "payments" || search("eu-central-1"))',
    limit: '50',
    sort: 'hostname:asc',
  },
  'search, two words': { search: 'web prod', limit: '50', sort: 'hostname:asc' },
  'hasPrefix and !': { query: 'hasPrefix(name, "a") || !(labels["os"] == "rhel 9")', limit: '50', sort: 'addr:desc' },
  'no filter, sorted': { limit: '50', sort: 'hostname:desc' },
};

const pct = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))];
console.log(
  `mock listing benchmark: ${nodes.length} servers (built in ${buildMs.toFixed(0)} ms), ${runs} runs each, load average ${os.loadavg()[0].toFixed(2)}`,
);
let worst = 0;
for (const [name, query] of Object.entries(cases)) {
  for (let i = 0; i < 5; i++) listPage(nodes, LIST_KINDS.listNodes, query);
  const times = [];
  let answer;
  for (let i = 0; i < runs; i++) {
    const t = performance.now();
    answer = listPage(nodes, LIST_KINDS.listNodes, query);
    times.push(performance.now() - t);
  }
  times.sort((a, b) => a - b);
  const median = pct(times, 50);
  worst = Math.max(worst, median);
  const body = /** @type {any} */ (answer.body);
  console.log(
    `  ${name.padEnd(40)} median ${median.toFixed(1)} ms  p95 ${pct(times, 95).toFixed(1)} ms  (${body.totalCount} match, status ${answer.status})`,
  );
}
console.log(`slowest median ${worst.toFixed(1)} ms (target < 50 ms): ${worst < 50 ? 'met' : 'NOT met'}`);
