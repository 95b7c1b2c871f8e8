/** One sample line of Prometheus's text format (0.0.4): `name{label="value",…} value [timestamp]`. */
export interface Sample {
  name: string;
  labels: Record<string, string>;
  value: number;
}

const METRIC_NAME = /^[a-zA-Z_:][a-zA-Z0-9_:]*/;
const LABEL_NAME = /^[a-zA-Z_][a-zA-Z0-9_]*/;

/**
 * The samples of a /metrics answer (no parser of this format is among the repository's dependencies, and
 * prom-client only writes it). Label values are read with their escapes (\\, \", \n), so a quote or a comma in a
 * route cannot cut a label short; a line that is not a sample throws rather than being skipped.
 */
export function parsePrometheusText(text: string): Sample[] {
  return text
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '' && !line.startsWith('#'))
    .map(parseSample);
}

/** The sum of every sample named `name`, whatever its labels (0 when there is none). */
export function total(samples: readonly Sample[], name: string): number {
  return samples.filter((sample) => sample.name === name).reduce((sum, sample) => sum + sample.value, 0);
}

function parseSample(line: string): Sample {
  const name = METRIC_NAME.exec(line)?.[0];
  if (!name) throw new Error(`not a sample line: ${line}`);
  let at = name.length;
  const labels: Record<string, string> = {};
  const fail = () => new Error(`malformed labels at character ${at}: ${line}`);
  if (line[at] === '{') {
    at += 1;
    for (;;) {
      while (line[at] === ' ') at += 1;
      if (line[at] === '}') break;
      const label = LABEL_NAME.exec(line.slice(at))?.[0];
      if (!label || line.slice(at + label.length, at + label.length + 2) !== '="') throw fail();
      at += label.length + 2;
      let value = '';
      while (line[at] !== '"') {
        if (at >= line.length) throw fail();
        if (line[at] === '\\') {
          value += line[at + 1] === 'n' ? '\n' : (line[at + 1] ?? '');
          at += 2;
        } else {
          value += line[at];
          at += 1;
        }
      }
      labels[label] = value;
      at += 1;
      while (line[at] === ' ') at += 1;
      if (line[at] === ',') at += 1;
      else if (line[at] !== '}') throw fail();
    }
    at += 1;
  }
  // What follows is the value and, optionally, a timestamp in milliseconds.
  const [value = ''] = line.slice(at).trim().split(/\s+/);
  return { name, labels, value: numberOf(value, line) };
}

/** Prometheus reads the special values in any case (Go's ParseFloat), and prom-client writes NaN as `Nan`. */
const SPECIAL: Record<string, number> = {
  nan: Number.NaN,
  inf: Number.POSITIVE_INFINITY,
  '+inf': Number.POSITIVE_INFINITY,
  '-inf': Number.NEGATIVE_INFINITY,
};

function numberOf(text: string, line: string): number {
  const special = SPECIAL[text.toLowerCase()];
  if (special !== undefined) return special;
  const value = Number(text);
  if (text === '' || Number.isNaN(value)) throw new Error(`not a sample value: ${line}`);
  return value;
}
