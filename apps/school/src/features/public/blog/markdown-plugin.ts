import type { Plugin } from 'vite';
import { renderArticle } from './article-source';

/**
 * Makes `import … from '/content/blog/x.md'` a module of `meta` and `html`, and `…x.md?meta` one of `meta`
 * only: the list of articles then ships titles and dates, and each article's HTML is a chunk of its own,
 * loaded by its page alone. Markdown is rendered here, at build time; an invalid article fails the build.
 */
export function blogMarkdown(): Plugin {
  return {
    name: 'aula-blog-markdown',
    enforce: 'pre',
    transform(source, id) {
      const [file = '', query = ''] = id.split(/\?(.*)/s);
      const params = new URLSearchParams(query);
      // ?raw and ?url keep Vite's own meaning.
      if (!file.endsWith('.md') || params.has('raw') || params.has('url')) return null;
      const { meta, html } = renderArticle(file, source);
      const code = params.has('meta')
        ? `export default ${JSON.stringify(meta)};\n`
        : `export const meta = ${JSON.stringify(meta)};\nexport const html = ${JSON.stringify(html)};\n`;
      return { code, map: null };
    },
  };
}
