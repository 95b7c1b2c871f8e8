/*
 * Setup for the `storybook` Vitest project. The preview annotations (preview.tsx and the addons') are applied
 * by @storybook/addon-vitest itself since Storybook 10.3. Do not set them here by hand: the addon looks for
 * that call's name in this file (even in a comment) and, finding it, stops applying them itself.
 *
 * What this file adds: a story that makes React or Radix log an error (a missing key, a dialog without a
 * title, an update on an unmounted tree) fails, instead of passing with the error lost in the browser log.
 */
import { afterEach, beforeEach, expect, vi } from 'vitest';

let consoleError: ReturnType<typeof vi.spyOn>;

beforeEach(() => {
  consoleError = vi.spyOn(console, 'error');
});

afterEach(() => {
  const calls = consoleError.mock.calls;
  consoleError.mockRestore();
  expect(calls, 'the story logged console.error').toEqual([]);
});
