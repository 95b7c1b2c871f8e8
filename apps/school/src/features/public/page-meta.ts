import { SCHOOL_NAME } from './content/site';

/**
 * The <title> and meta description of every public page (Spanish, one of each per page, for search
 * engines and for the browser's tab). Kept apart from public-pages.tsx: the prerender step writes them into
 * the HTML and the router sets them on in-app navigation, but hydrating a prerendered page never needs them.
 */
export interface PageMeta {
  title: string;
  description: string;
}

const titled = (name: string) => `${name} · ${SCHOOL_NAME}`;

export const pageMeta: Record<string, PageMeta> = {
  '/': {
    title: `${SCHOOL_NAME} · Escuela de idiomas online`,
    description:
      'Aprende inglés, español, alemán y francés desde cualquier lugar: cursos intensivos, flexibles y en grupo, del nivel A1 al C2, con profesores nativos.',
  },
  '/course/intensive': {
    title: titled('Curso intensivo'),
    description:
      'Curso intensivo de idiomas: ciclos de 4 semanas con 20 horas y 5 días de clase por semana, de 1 a 3 estudiantes por clase y certificado internacional.',
  },
  '/course/flexible': {
    title: titled('Curso flexible'),
    description:
      'Clases de idiomas cuando quieras: franjas de mañana, tarde y noche entre las 6:00 a. m. y las 11:00 p. m., con la grabación de cada clase.',
  },
  '/course/group': {
    title: titled('Curso en grupo'),
    description:
      'Aprende idiomas en grupos de 4 a 15 estudiantes, con proyectos colaborativos, trabajo en equipo y una comunidad internacional.',
  },
  '/quienes-somos': {
    title: titled('Quiénes somos'),
    description: 'Conoce al equipo de Aula, la escuela de idiomas online. Página en preparación.',
  },
  '/trabajo-con-nosotros': {
    title: titled('Trabaja con nosotros'),
    description: '¿Eres profesor de idiomas? Muy pronto podrás unirte al equipo de Aula desde esta página.',
  },
  '/idiomas/ingles': {
    title: titled('Inglés'),
    description: 'Cursos de inglés online del nivel A1 al C2 en Aula. Página en preparación.',
  },
  '/idiomas/espanol': {
    title: titled('Español'),
    description: 'Cursos de español online del nivel A1 al C2 en Aula. Página en preparación.',
  },
  '/idiomas/aleman': {
    title: titled('Alemán'),
    description: 'Cursos de alemán online del nivel A1 al C2 en Aula. Página en preparación.',
  },
  '/idiomas/frances': {
    title: titled('Francés'),
    description: 'Cursos de francés online del nivel A1 al C2 en Aula. Página en preparación.',
  },
  '/cursos/intensivo': {
    title: titled('Cursos intensivos'),
    description: 'Todos los cursos intensivos de Aula. Página en preparación.',
  },
  '/cursos/flexible': {
    title: titled('Cursos flexibles'),
    description: 'Todos los cursos flexibles de Aula. Página en preparación.',
  },
  '/cursos/grupal': {
    title: titled('Cursos en grupo'),
    description: 'Todos los cursos en grupo de Aula. Página en preparación.',
  },
  '/sobre-nosotros': {
    title: titled('Sobre nosotros'),
    description: 'La historia y la misión de Aula, escuela de idiomas online. Página en preparación.',
  },
  '/ofertas-trabajo': {
    title: titled('Ofertas de trabajo'),
    description: 'Ofertas de empleo para profesores y equipo de Aula. Página en preparación.',
  },
  '/opiniones': {
    title: titled('Opiniones'),
    description: 'Lo que opinan los estudiantes de Aula sobre sus cursos de idiomas. Página en preparación.',
  },
  '/blog': {
    title: titled('Blog'),
    description: 'Consejos para aprender idiomas y novedades de Aula. Página en preparación.',
  },
  '/faq': {
    title: titled('Preguntas frecuentes'),
    description: 'Respuestas a las preguntas más habituales sobre los cursos de Aula. Página en preparación.',
  },
  '/contacto': {
    title: titled('Contacto'),
    description: 'Cómo ponerte en contacto con Aula, escuela de idiomas online. Página en preparación.',
  },
  '/contact': {
    title: titled('Soporte'),
    description: 'Ayuda con tu cuenta de Aula y la verificación del correo. Página en preparación.',
  },
  '/privacidad': {
    title: titled('Política de privacidad'),
    description: 'Cómo trata Aula tus datos personales. Página en preparación.',
  },
  '/terminos': {
    title: titled('Términos y condiciones'),
    description: 'Las condiciones de uso de Aula. Página en preparación.',
  },
};

export const notFoundMeta: PageMeta = {
  title: titled('Página no encontrada'),
  description: 'La página que buscas no existe en Aula, escuela de idiomas online.',
};

export function metaFor(path: string): PageMeta {
  const meta = pageMeta[path];
  if (!meta) throw new Error(`Falta el título y la descripción de ${path}`);
  return meta;
}
