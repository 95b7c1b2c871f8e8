/*
 * Visual regression for the `storybook` Vitest project: after a story has rendered and its play function
 * has passed, its root is screenshot in the light and the dark theme and compared with the baseline in
 * visual-baselines/ (tolerance and paths: vitest.config.ts; why this way: docs/decisions/059).
 * A story pinned to the dark theme (the `Dark…` twins) is screenshot only in that theme: its light twin
 * already covers the other one.
 */
/// <reference types="@vitest/browser/matchers" />
import { afterEach, expect } from 'vitest';

type Theme = 'light' | 'dark';
type StoryTestContext = { story?: { id: string; globals: Record<string, unknown> } };

const isPainted = (element: Element) => {
  const { width, height } = element.getBoundingClientRect();
  return width > 0 && height > 0;
};

/**
 * What to screenshot: the container the story renders into (the first bare <div> in <body>; the other
 * children before it are Storybook's hidden placeholders), or the whole page when the story opened
 * something portalled after it (a dialog, a menu, a toast), a modal native <dialog> (drawn over the page in the
 * top layer, outside its container's box), or painted nothing inside it.
 */
function storyRoot(): HTMLElement {
  const children = Array.from(document.body.children) as HTMLElement[];
  const index = children.findIndex((element) => element.tagName === 'DIV' && element.attributes.length === 0);
  const container = children[index];
  const opensOutside = children.slice(index + 1).some(isPainted) || document.querySelector('dialog:modal');
  if (!container || opensOutside || !isPainted(container)) return document.documentElement;
  return container;
}

/**
 * Cuts the root at the bottom of the story's viewport while it is screenshot: below it the browser paints
 * nothing (the story runs in an iframe of that size), so a tall story would come out half blank. What is
 * compared is what a reviewer sees at that viewport; a story whose lower part matters sets a taller one.
 */
function clipToViewport(root: HTMLElement): () => void {
  const previous = root.style.cssText;
  window.scrollTo(0, 0);
  root.style.maxHeight = `${Math.max(1, window.innerHeight - root.getBoundingClientRect().top)}px`;
  root.style.overflow = 'hidden';
  return () => {
    root.style.cssText = previous;
  };
}

/**
 * Holds the page still while it is screenshot: a hover or focus a play function left behind would otherwise
 * be caught halfway through its colour transition, a spinner at any angle and a text caret on or off.
 */
function freezeMotion(): () => void {
  const style = document.createElement('style');
  style.textContent =
    '*, *::before, *::after { transition: none !important; animation: none !important; caret-color: transparent !important; }';
  document.head.append(style);
  return () => style.remove();
}

afterEach(async (context) => {
  const { story } = context as typeof context & StoryTestContext;
  if (!story || context.task.result?.state === 'fail') return;

  const themes: Theme[] = story.globals.theme === 'dark' ? ['dark'] : ['light', 'dark'];
  const storyTheme = document.body.dataset.theme;
  // Whether the element a play function focused shows its focus ring depends on what earlier stories did in
  // the same browser (Chromium's :focus-visible heuristics), not on this story: screenshot it unfocused.
  if (document.activeElement instanceof HTMLElement) document.activeElement.blur();
  await new Promise(requestAnimationFrame);
  const root = storyRoot();
  const unclip = clipToViewport(root);
  const unfreeze = freezeMotion();
  try {
    for (const theme of themes) {
      document.body.dataset.theme = theme;
      // Soft, so a failing light screenshot still lets the dark one be compared (or written) too. And not
      // `expect.element`: it retries, and a retry would pass against the baseline the first try wrote.
      await expect.soft(root).toMatchScreenshot(`${story.id}_${theme}`);
    }
  } finally {
    unfreeze();
    unclip();
    document.body.dataset.theme = storyTheme;
  }
});
