import { describe, expect, it } from 'vitest';
import { boundaryViolations, resolveImport } from './boundaries';

// Every source file of the app, read as text (paths relative to this folder).
const appFiles = import.meta.glob<string>(['./**/*.{ts,tsx}'], {
  query: '?raw',
  import: 'default',
  eager: true,
});

describe('the app keeps its boundaries', () => {
  it('no feature imports another feature, and shared code imports features only where routes are composed', () => {
    const files = Object.fromEntries(
      Object.entries(appFiles).map(([path, source]) => [path.replace(/^\.\//, ''), source]),
    );
    expect(Object.keys(files)).toContain('features/admin/admin-panel.tsx');
    expect(boundaryViolations(files)).toEqual([]);
  });
});

describe('the boundary check itself', () => {
  it('reports a feature importing another feature, however the import is written', () => {
    const files = {
      'features/student/panel/student-panel.tsx': [
        "import { TeacherFrame } from '../../teacher/teacher-frame';",
        "import type { Course } from '../../admin/queries';",
        "export { TEACHER_TEXTS } from '../../teacher/teacher-errors';",
        "const Lazy = () => import('../../auth/login-page');",
        "import { x } from '/src/features/public/content/site';",
      ].join('\n'),
    };
    expect(boundaryViolations(files).map(({ specifier, reason }) => [specifier, reason])).toEqual([
      ['../../teacher/teacher-frame', 'feature "student" imports feature "teacher"'],
      ['../../admin/queries', 'feature "student" imports feature "admin"'],
      ['../../teacher/teacher-errors', 'feature "student" imports feature "teacher"'],
      ['../../auth/login-page', 'feature "student" imports feature "auth"'],
      ['/src/features/public/content/site', 'feature "student" imports feature "public"'],
    ]);
  });

  it('reports shared code importing a feature, outside the places that compose them', () => {
    const files = {
      'shell/panel-shell.tsx': "import { TEACHER_TEXTS } from '../features/teacher/teacher-errors';",
      'routes.tsx': "const load = () => import('./features/teacher/panel/teacher-panel');",
      'main.tsx': "const hydrate = () => import('./features/public/hydrate');",
    };
    expect(boundaryViolations(files)).toEqual([
      {
        file: 'shell/panel-shell.tsx',
        specifier: '../features/teacher/teacher-errors',
        reason: 'shared code imports feature "teacher"',
      },
    ]);
  });

  it('allows a feature its own files, shared code and packages; comments and strings are not imports', () => {
    const files = {
      'features/teacher/course/course-page.tsx': [
        "import { teacherQueries } from '../queries';",
        "import { api } from '../../../api';",
        "import { PanelShell } from '../../../shell/panel-shell';",
        "import { Button } from '@aula/ui';",
        "// import { AdminPanel } from '../../admin/admin-panel';",
        'const text = "import(\'../../student/queries\')";',
      ].join('\n'),
    };
    expect(boundaryViolations(files)).toEqual([]);
  });

  it('resolves relative imports against the importing file', () => {
    expect(resolveImport('features/student/task/task-page.tsx', '../../../api-errors')).toBe('api-errors');
    expect(resolveImport('features/student/task/task-page.tsx', '../queries')).toBe(
      'features/student/queries',
    );
    expect(resolveImport('routes.tsx', './features/auth/login-page')).toBe('features/auth/login-page');
    expect(resolveImport('main.tsx', 'react-dom/client')).toBeNull();
  });
});
