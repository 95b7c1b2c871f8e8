import { t } from '@lingui/core/macro';
import { articles } from './blog/article-list';
import { articlePath } from './blog/articles';
import { SCHOOL_NAME } from './content/site';

/**
 * The <title> and meta description of every public page (one of each per page and language, for search
 * engines and for the browser's tab). Kept apart from public-pages.tsx: the prerender step writes them into
 * the HTML and the router sets them on in-app navigation, but hydrating a prerendered page never needs them.
 */
export interface PageMeta {
  title: string;
  description: string;
}

const titled = (name: string) => `${name} · ${SCHOOL_NAME}`;

export const pageMeta = (): Record<string, PageMeta> => ({
  '/': {
    title: t`${SCHOOL_NAME} · Escuela de idiomas online`,
    description: t`Aprende inglés, español, alemán y francés desde cualquier lugar: cursos intensivos, flexibles y en grupo, del nivel A1 al C2, con profesores nativos.`,
  },
  '/course/intensive': {
    title: titled(t`Curso intensivo`),
    description: t`Curso intensivo de idiomas: ciclos de 4 semanas con 20 horas y 5 días de clase por semana, de 1 a 3 estudiantes por clase y certificado internacional.`,
  },
  '/course/flexible': {
    title: titled(t`Curso flexible`),
    description: t`Clases de idiomas cuando quieras: franjas de mañana, tarde y noche entre las 6:00 a. m. y las 11:00 p. m., con la grabación de cada clase.`,
  },
  '/course/group': {
    title: titled(t`Curso en grupo`),
    description: t`Aprende idiomas en grupos de 4 a 15 estudiantes, con proyectos colaborativos, trabajo en equipo y una comunidad internacional.`,
  },
  '/quienes-somos': {
    title: titled(t`Quiénes somos`),
    description: t`Aula, escuela de idiomas online: nuestra historia, cómo enseñamos y el equipo de profesores nativos de inglés, español, alemán y francés.`,
  },
  '/trabajo-con-nosotros': {
    title: titled(t`Trabaja con nosotros`),
    description: t`¿Te apasiona enseñar idiomas? Únete al equipo de profesores de Aula: clases online, grupos pequeños y un equipo que te acompaña.`,
  },
  '/cursos': {
    title: titled(t`Cursos de idiomas abiertos`),
    description: t`Todos los cursos de inglés, español, alemán y francés con plazas abiertas en Aula: filtra por idioma, nivel y modalidad.`,
  },
  '/idiomas/ingles': {
    title: titled(t`Cursos de inglés`),
    description: t`Cursos de inglés online del nivel A1 al C2 con profesores nativos: consulta fechas, horarios y plazas libres e inscríbete hoy en Aula.`,
  },
  '/idiomas/espanol': {
    title: titled(t`Cursos de español`),
    description: t`Cursos de español online del nivel A1 al C2 con profesores nativos: consulta fechas, horarios y plazas libres e inscríbete hoy en Aula.`,
  },
  '/idiomas/aleman': {
    title: titled(t`Cursos de alemán`),
    description: t`Cursos de alemán online del nivel A1 al C2 con profesores nativos: consulta fechas, horarios y plazas libres e inscríbete hoy en Aula.`,
  },
  '/idiomas/frances': {
    title: titled(t`Cursos de francés`),
    description: t`Cursos de francés online del nivel A1 al C2 con profesores nativos: consulta fechas, horarios y plazas libres e inscríbete hoy en Aula.`,
  },
  '/cursos/intensivo': {
    title: titled(t`Cursos intensivos`),
    description: t`Cursos intensivos de idiomas abiertos en Aula: clases diarias, de 1 a 3 estudiantes por clase, con fechas, horarios y plazas libres.`,
  },
  '/cursos/flexible': {
    title: titled(t`Cursos flexibles`),
    description: t`Cursos flexibles de idiomas abiertos en Aula: reserva tus clases de 6:00 a. m. a 11:00 p. m. y accede a las grabaciones.`,
  },
  '/cursos/grupal': {
    title: titled(t`Cursos en grupo`),
    description: t`Cursos de idiomas en grupo abiertos en Aula: grupos de 4 a 15 estudiantes, proyectos colaborativos, fechas, horarios y plazas.`,
  },
  '/sobre-nosotros': {
    title: titled(t`Sobre nosotros`),
    description: t`Conoce Aula, escuela de idiomas online: nuestra historia, cómo enseñamos y el equipo de profesores nativos de cuatro idiomas.`,
  },
  '/ofertas-trabajo': {
    title: titled(t`Ofertas de trabajo`),
    description: t`Las plazas abiertas para profesores de inglés, español, alemán y francés en Aula. Envía tu candidatura con tu currículum.`,
  },
  '/opiniones': {
    title: titled(t`Opiniones`),
    description: t`Opiniones de estudiantes de Aula sobre sus cursos de inglés, español, alemán y francés: intensivos, flexibles y en grupo.`,
  },
  '/blog': {
    title: titled(t`Blog`),
    description: t`Consejos para aprender idiomas, cómo elegir formato y nivel, y novedades de Aula, escritos por nuestros profesores.`,
  },
  ...Object.fromEntries(
    articles.map((article) => [
      articlePath(article.slug),
      { title: titled(article.title), description: article.description },
    ]),
  ),
  '/faq': {
    title: titled(t`Preguntas frecuentes`),
    description: t`Niveles, formatos, horarios, reservas y cancelaciones, clases en directo y tu cuenta: las respuestas a lo que más nos preguntan.`,
  },
  '/contacto': {
    title: titled(t`Contacto`),
    description: t`Escribe a Aula, escuela de idiomas online: dudas sobre cursos, tu cuenta o los pagos. Te responderemos lo antes posible.`,
  },
  '/contact': {
    title: titled(t`Soporte`),
    description: t`Ayuda con tu cuenta de Aula y la verificación del correo: escríbenos desde el formulario de contacto.`,
  },
  '/newsletter/confirmar': {
    title: titled(t`Confirma tu suscripción`),
    description: t`Confirma tu suscripción al boletín de Aula: cursos nuevos, novedades y consejos para aprender idiomas.`,
  },
  '/newsletter/baja': {
    title: titled(t`Baja del boletín`),
    description: t`Date de baja del boletín de Aula con un clic. Puedes volver a suscribirte cuando quieras.`,
  },
  '/privacidad': {
    title: titled(t`Política de privacidad`),
    description: t`Qué datos guarda Aula, para qué, durante cuánto tiempo y cómo descargarlos o eliminar tu cuenta. Tus derechos según el RGPD.`,
  },
  '/terminos': {
    title: titled(t`Términos y condiciones`),
    description: t`Las condiciones de uso de Aula: tu cuenta, las clases, reservas y cancelaciones con 2 horas de antelación, y las normas de convivencia.`,
  },
});

export const notFoundMeta = (): PageMeta => ({
  title: titled(t`Página no encontrada`),
  description: t`La página que buscas no existe en Aula, escuela de idiomas online.`,
});

export function metaFor(path: string): PageMeta {
  const meta = pageMeta()[path];
  if (!meta) throw new Error(`Falta el título y la descripción de ${path}`);
  return meta;
}
