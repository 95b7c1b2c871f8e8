import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/*
 * The features talk to the server one way (docs/decisions/171): keys from the factories in query-keys.ts,
 * reads through queryOptions, writes through mutation hooks. Two slips this catches: a key written as a
 * literal array in a screen, and a loader written inside a useEffect.
 */

// Every source file of the features, read as text (paths relative to this folder).
const featureFiles = import.meta.glob<string>(['../features/**/*.{ts,tsx}', '!../features/**/*.test.ts'], {
  query: '?raw',
  import: 'default',
  eager: true,
});

/**
 * Pages that run before the signed-in layout gives the query client: sign-in, the public site and the
 * e-mails' unsubscribe link. routes.tsx keeps TanStack Query out of their bundle, so their once-only calls
 * (verify this token, is Google configured) stay in effects.
 */
const WITHOUT_QUERY_CLIENT = ['../features/auth/', '../features/public/', '../features/notifications/'];

/** `queryKey: [` anywhere: a key not taken from a factory. */
function literalKeys(source: string): number[] {
  return [...source.matchAll(/queryKey:\s*\[/g)].map((match) => lineOf(source, match.index));
}

/** Lines of the useEffect calls whose callback reaches the api transport (`api.`) itself. */
function effectsCallingTheApi(path: string, source: string): number[] {
  const file = ts.createSourceFile(path, source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const lines: number[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isCallExpression(node) && /^(React\.)?useEffect$/.test(node.expression.getText(file))) {
      const effect = node.arguments[0];
      if (effect && /\bapi\s*\./.test(effect.getText(file))) lines.push(lineOf(source, node.getStart(file)));
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return lines;
}

function lineOf(source: string, index: number): number {
  return source.slice(0, index).split('\n').length;
}

describe('server state in the features', () => {
  const files = Object.entries(featureFiles);

  it('reads every file of the features', () => {
    expect(files.map(([path]) => path)).toContain('../features/student/queries.ts');
  });

  it('takes every query key from a factory', () => {
    const found = files.flatMap(([path, source]) => literalKeys(source).map((line) => `${path}:${line}`));
    expect(found).toEqual([]);
  });

  it('loads nothing from the api inside a useEffect where the query client is there', () => {
    const found = files
      .filter(([path]) => !WITHOUT_QUERY_CLIENT.some((folder) => path.startsWith(folder)))
      .flatMap(([path, source]) => effectsCallingTheApi(path, source).map((line) => `${path}:${line}`));
    expect(found).toEqual([]);
  });
});

describe('the checks themselves', () => {
  it('find a literal key however it is spaced', () => {
    const source = [
      'useQuery({ queryKey: studentKeys.courses(), queryFn })',
      "useQuery({ queryKey: ['student', 'attendance'], queryFn })",
      'invalidateQueries({ queryKey:[...teacherKeys.all, 1] })',
    ].join('\n');
    expect(literalKeys(source)).toEqual([2, 3]);
  });

  it('find an effect that calls the api, and leave other effects alone', () => {
    const source = [
      'export function Section() {',
      '  useEffect(() => {',
      '    api.call(calendarEndpoints.feedStatus).then(setView);',
      '  }, []);',
      '  useEffect(() => heading.current?.focus(), []);',
      '  React.useEffect(() => void api.auth.me(), []);',
      '  const status = useQuery(settingsQueries.calendarFeed());',
      '  return null;',
      '}',
    ].join('\n');
    expect(effectsCallingTheApi('section.tsx', source)).toEqual([2, 6]);
  });
});
