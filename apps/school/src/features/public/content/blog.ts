/** The words around the blog's articles (the articles themselves are apps/school/content/blog/*.md). */
export const blogPage = {
  heading: 'Blog',
  lead: 'Consejos para aprender idiomas, cómo sacar partido a cada formato y novedades de la escuela, escritos por nuestros profesores.',
  byline: (author: string) => `Por ${author}`,
  back: 'Volver al blog',
};
