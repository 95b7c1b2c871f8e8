import { transformAsync } from '@babel/core';
import { getConfig } from '@lingui/conf';
import type { Plugin } from 'vite';

const MACRO_IMPORT = /from ['"]@lingui\/(core|react)\/macro['"]/;

/**
 * Turns Lingui's macros (t, Trans, plural, useLingui) into catalogue look-ups before any other transform, in
 * every build that reads the app's source: the app, its prerender, Storybook and the unit tests. One plugin
 * for all of them, instead of each one's own React plugin options. Babel runs only on files importing a macro.
 */
export function linguiMacro(appRoot: string): Plugin {
  // Read once and passed in: every build runs from its own folder, where Lingui would not find the app's config.
  const linguiConfig = getConfig({ cwd: appRoot, configPath: `${appRoot}/lingui.config.ts` });
  return {
    name: 'aula-lingui-macro',
    enforce: 'pre',
    async transform(code, id) {
      const file = id.split('?')[0] ?? id;
      if (!/\.[jt]sx?$/.test(file) || file.includes('/node_modules/') || !MACRO_IMPORT.test(code))
        return null;
      const result = await transformAsync(code, {
        filename: file,
        babelrc: false,
        configFile: false,
        sourceMaps: true,
        parserOpts: { plugins: ['typescript', 'jsx'] },
        plugins: [['@lingui/babel-plugin-lingui-macro', { linguiConfig }]],
      });
      return result?.code ? { code: result.code, map: result.map } : null;
    },
  };
}
