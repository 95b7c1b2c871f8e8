// Rewrites the built stylesheet so its `@layer base` rules (Tailwind's preflight reset and the tokens' base
// rules) reach only Aula's components, never the host page that embeds them (docs/decisions/050).
//   node scripts/scope-base-layer.mjs dist/styles.css
import { readFileSync, writeFileSync } from 'node:fs';
import postcss from 'postcss';

// Every component's root carries data-slot; so do the dialog's overlay and content, which Radix portals
// to <body>, outside any wrapper the host could give.
const insideComponent = ':where([data-slot], [data-slot] *)';
const pageRoots = new Map([
  // Font, line height and tab size that preflight sets on the document: set on each component root instead.
  ['html', ':where([data-slot])'],
  [':host', ':where([data-slot])'],
  // The page background, colour and font: only inside an element the host marks with class="aula".
  ['body', ':where(.aula)'],
]);

/** Splits a selector list at its top-level commas (not those inside `:is(...)` or `[a="x,y"]`). */
function splitSelectorList(list) {
  const parts = [];
  let depth = 0;
  let quote = null;
  let start = 0;
  for (let index = 0; index < list.length; index++) {
    const char = list[index];
    if (quote) {
      if (char === quote) quote = null;
    } else if (char === '"' || char === "'") quote = char;
    else if (char === '(' || char === '[') depth++;
    else if (char === ')' || char === ']') depth--;
    else if (char === ',' && depth === 0) {
      parts.push(list.slice(start, index).trim());
      start = index + 1;
    }
  }
  parts.push(list.slice(start).trim());
  return parts;
}

// The minifier writes these pseudo-elements with one colon; the scope must go before them too.
const legacyPseudoElement = /^:(before|after|first-line|first-letter)(?![\w-])/;

/** `h1` -> `h1:where(...)`, `::placeholder` -> `:where(...)::placeholder`, `html` -> `:where([data-slot])`. */
function scopeSelector(selector) {
  const root = pageRoots.get(selector);
  if (root) return root;
  let depth = 0;
  let pseudoElementAt = -1;
  for (let index = 0; index < selector.length; index++) {
    const char = selector[index];
    if (char === '(' || char === '[') depth++;
    else if (char === ')' || char === ']') depth--;
    else if (depth === 0 && ' >+~'.includes(char)) pseudoElementAt = -1;
    else if (depth === 0 && char === ':' && pseudoElementAt === -1) {
      const rest = selector.slice(index);
      if (rest.startsWith('::') || legacyPseudoElement.test(rest)) pseudoElementAt = index;
    }
  }
  if (pseudoElementAt === -1) return `${selector}${insideComponent}`;
  return `${selector.slice(0, pseudoElementAt)}${insideComponent}${selector.slice(pseudoElementAt)}`;
}

function inBaseLayer(node) {
  for (let parent = node.parent; parent; parent = parent.parent) {
    if (parent.type === 'atrule' && parent.name === 'layer' && parent.params === 'base') return true;
  }
  return false;
}

function scopeBaseLayer(css) {
  const root = postcss.parse(css);
  let scoped = 0;
  root.walkRules((rule) => {
    if (!inBaseLayer(rule)) return;
    rule.selector = [...new Set(splitSelectorList(rule.selector).map(scopeSelector))].join(',');
    scoped++;
  });
  // Guards against a Tailwind release that renames the layer: the reset would then leak to the host page.
  if (scoped === 0) throw new Error('No @layer base rules found: the reset could not be scoped.');
  return root.toString();
}

const file = process.argv[2];
if (file) writeFileSync(file, scopeBaseLayer(readFileSync(file, 'utf8')));
