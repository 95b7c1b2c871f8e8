import type { CatalogueCourse, RenderedPage } from '@aula/contract';

const LANGUAGE_TAGS = { en: 'en', es: 'es', de: 'de', fr: 'fr' } as const;

export function escapeHtml(text: string): string {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;');
}

/**
 * JSON inside a <script> element: `<` becomes \u003c so no text a teacher typed ("</script><script>…")
 * can close the element; U+2028 and U+2029 are escaped for old JavaScript parsers.
 */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value)
    .replaceAll('<', '\\u003c')
    .replaceAll('\u2028', '\\u2028')
    .replaceAll('\u2029', '\\u2029');
}

/** schema.org Course of one catalogue course, with its course instance (dates, teacher, mode). */
export function courseJsonLd(course: CatalogueCourse, publicUrl: string, schoolName: string) {
  return {
    '@context': 'https://schema.org',
    '@type': 'Course',
    name: course.name,
    description: course.description,
    url: `${publicUrl}${course.path}`,
    inLanguage: LANGUAGE_TAGS[course.language],
    educationalLevel: course.level,
    provider: { '@type': 'EducationalOrganization', name: schoolName, url: publicUrl },
    hasCourseInstance: {
      '@type': 'CourseInstance',
      courseMode: 'online',
      ...(course.startDate ? { startDate: course.startDate } : {}),
      ...(course.endDate ? { endDate: course.endDate } : {}),
      ...(course.teacherName ? { instructor: { '@type': 'Person', name: course.teacherName } } : {}),
    },
  };
}

function replaceOnce(html: string, pattern: RegExp, replacement: string): string {
  if (!pattern.test(html)) throw new Error(`catalogue: the page template lacks ${pattern}`);
  return html.replace(pattern, () => replacement);
}

/**
 * Fills the catalogue's template (the app's shell, with the preloads of the catalogue's code) the way the
 * prerender step fills it for static pages, plus the canonical URL, the JSON-LD and the data hydration reads.
 */
export function pageHtml(
  template: string,
  page: RenderedPage,
  extras: { canonical?: string; jsonLd?: unknown; data?: unknown },
): string {
  let html = replaceOnce(template, /<title>[^<]*<\/title>/, `<title>${escapeHtml(page.title)}</title>`);
  html = replaceOnce(
    html,
    /<meta name="description" content="[^"]*" \/>/,
    `<meta name="description" content="${escapeHtml(page.description)}" />`,
  );
  const head = [
    extras.canonical ? `<link rel="canonical" href="${escapeHtml(extras.canonical)}">` : '',
    extras.jsonLd ? `<script type="application/ld+json">${scriptJson(extras.jsonLd)}</script>` : '',
    extras.data
      ? `<script type="application/json" id="catalogue-data">${scriptJson(extras.data)}</script>`
      : '',
  ].filter(Boolean);
  if (head.length) html = replaceOnce(html, /<\/head>/, `  ${head.join('\n    ')}\n  </head>`);
  return replaceOnce(html, /<div id="root"><\/div>/, `<div id="root">${page.html}</div>`);
}
