import { t } from '@lingui/core/macro';

/** The dashboard's figures (spec section 3); per-language lists are aligned with `languages`. */
export interface AdminStatistics {
  languages: string[];
  coursesPerLanguage: number[];
  teachersPerLanguage: number[];
  studentsPerLanguage: number[];
  totalTeachers: number;
  totalStudents: number;
  totalCourses: number;
  completedCourses: number;
  pendingCourses: number;
}

export interface ChartDatum {
  label: string;
  value: number;
}

/** Spec section 2: total users = teachers + students (an administrator is neither). */
export function totalUsers(stats: Pick<AdminStatistics, 'totalTeachers' | 'totalStudents'>): number {
  return stats.totalTeachers + stats.totalStudents;
}

/** Spec section 2: active = total − completed − pending, never below 0. */
export function courseStatusCounts(
  stats: Pick<AdminStatistics, 'totalCourses' | 'completedCourses' | 'pendingCourses'>,
): { active: number; completed: number; pending: number } {
  return {
    active: Math.max(0, stats.totalCourses - stats.completedCourses - stats.pendingCourses),
    completed: stats.completedCourses,
    pending: stats.pendingCourses,
  };
}

/** One chart's data: each language with its number (a missing number counts as 0). */
export function languageSeries(languages: readonly string[], values: readonly number[]): ChartDatum[] {
  return languages.map((label, index) => ({ label, value: values[index] ?? 0 }));
}

/**
 * Numbers as the reader's locale writes them, grouped from four digits on: 1.234 in Spain (es-ES alone groups
 * from five). Spanish when no locale is given.
 */
export function formatCount(value: number, locale = 'es-ES'): string {
  return new Intl.NumberFormat(locale, { useGrouping: 'always' } as Intl.NumberFormatOptions).format(value);
}

/** A share as a whole percentage, '0 %' of an empty total; each language places the sign its own way. */
export function formatShare(value: number, total: number): string {
  const share = total > 0 ? Math.round((value / total) * 100) : 0;
  return t({ message: `${share} %`, context: 'percentage' });
}
