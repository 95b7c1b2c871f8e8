import { describe, expect, it } from 'vitest';
import { parseFrontMatter, renderArticle, slugOf } from './article-source';
import { blogMarkdown } from './markdown-plugin';

const header = [
  '---',
  'title: Cómo repasar: vocabulario en 10 minutos',
  'description: Una forma sencilla de repasar cada día las palabras de la última clase sin olvidarlas.',
  'date: 2026-03-02',
  'author: Lucía Fernández',
  '---',
  '',
].join('\n');

const render = (body: string, file = '/repo/content/blog/repaso.md') => renderArticle(file, header + body);

describe('a blog article', () => {
  it('takes its metadata from the front matter and its address from the file name', () => {
    expect(render('Texto.').meta).toEqual({
      slug: 'repaso',
      title: 'Cómo repasar: vocabulario en 10 minutos',
      description: 'Una forma sencilla de repasar cada día las palabras de la última clase sin olvidarlas.',
      date: '2026-03-02',
      dateLabel: '2 de marzo de 2026',
      author: 'Lucía Fernández',
    });
  });

  it('renders Markdown into HTML', () => {
    const { html } = render(
      '## Apartado\n\nUn **consejo** con [enlace](https://example.com/a).\n\n- uno\n- dos\n',
    );
    expect(html).toContain('<h2>Apartado</h2>');
    expect(html).toContain('<strong>consejo</strong>');
    expect(html).toContain('<a href="https://example.com/a">enlace</a>');
    expect(html).toContain('<ul>\n<li>uno</li>');
  });

  it('never lets raw HTML through: a script, an event handler and inline tags are shown as text', () => {
    const { html } = render(
      [
        '<script>alert("bloque")</script>',
        '',
        '<img src="x" onerror="alert(1)">',
        '',
        'Texto con <b onclick="alert(2)">negrita</b> y <iframe src="https://malo.example"></iframe>.',
      ].join('\n'),
    );
    expect(html).not.toMatch(/<(script|img|b|iframe)\b/i);
    expect(html).toContain('&lt;script&gt;alert(&quot;bloque&quot;)&lt;/script&gt;');
    expect(html).toContain('&lt;img src=&quot;x&quot; onerror=&quot;alert(1)&quot;&gt;');
    expect(html).toContain('&lt;b onclick=&quot;alert(2)&quot;&gt;negrita&lt;/b&gt;');
  });

  it('drops javascript: and data: links, keeping their text', () => {
    const { html } = render('[pulsa](javascript:alert(1)) y [datos](data:text/html;base64,PHNjcmlwdD4=)');
    expect(html).not.toMatch(/href="(javascript|data):/i);
    expect(html).toContain('[pulsa](javascript:alert(1))');
  });

  it('refuses an article the build cannot trust, naming the file', () => {
    const file = '/repo/content/blog/roto.md';
    expect(() => renderArticle(file, 'Sin cabecera')).toThrow(/roto\.md: falta la cabecera/);
    expect(() => renderArticle(file, header.replace('author: Lucía Fernández\n', ''))).toThrow(
      /falta el campo «author»/,
    );
    expect(() => renderArticle(file, header.replace('date:', 'fecha:'))).toThrow(/campo desconocido «fecha»/);
    expect(() => renderArticle(file, header.replace('2026-03-02', '2026-02-30'))).toThrow(
      /no es un día válido/,
    );
    expect(() => renderArticle(file, header.replace(/description: .*/, 'description: Corta.'))).toThrow(
      /entre 50 y 160/,
    );
    expect(() => renderArticle(file, `${header}# Otro título`)).toThrow(/empiezan en ##/);
    expect(() => slugOf('/repo/content/blog/Con Espacios.md')).toThrow(/minúsculas, cifras y guiones/);
  });

  it('reads values that contain a colon, and blank lines in the front matter', () => {
    const source = '---\ntitle: Uno: dos\n\ndescription: d\ndate: 2026-01-01\nauthor: Ana\n---\nCuerpo';
    const { fields, body } = parseFrontMatter('a.md', source);
    expect(fields).toEqual({ title: 'Uno: dos', description: 'd', date: '2026-01-01', author: 'Ana' });
    expect(body).toBe('Cuerpo');
  });
});

describe('the Markdown plugin', () => {
  const transform = (id: string) => {
    const hook = blogMarkdown().transform;
    if (typeof hook !== 'function') throw new Error('transform should be a function');
    // biome-ignore lint/suspicious/noExplicitAny: the plugin does not use Rollup's context
    return hook.call({} as any, `${header}<script>alert(1)</script>`, id) as { code: string } | null;
  };

  it('makes an article a module of its metadata and its escaped HTML, and ?meta one of the metadata only', () => {
    const full = transform('/repo/content/blog/repaso.md');
    expect(full?.code).toContain('export const meta = {"slug":"repaso"');
    expect(full?.code).toContain('export const html = "<p>&lt;script&gt;alert(1)&lt;/script&gt;</p>\\n"');
    const meta = transform('/repo/content/blog/repaso.md?meta');
    expect(meta?.code).toMatch(/^export default \{"slug":"repaso".*\};\n$/);
    expect(meta?.code).not.toContain('alert');
  });

  it("leaves other files and Vite's own ?raw and ?url imports alone", () => {
    expect(transform('/repo/src/app.tsx')).toBeNull();
    expect(transform('/repo/content/blog/repaso.md?raw')).toBeNull();
    expect(transform('/repo/content/blog/repaso.md?url')).toBeNull();
  });
});
