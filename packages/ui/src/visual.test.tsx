/**
 * Visual regression for every story of the design system, in the story's own locale (Arabic by
 * default; the `English` stories cover LTR). Baselines live in `__screenshots__/` and change only
 * through `pnpm test:visual:update`. Stories with `parameters: { visual: { skip: true } }` (running clocks) are skipped;
 * `visual: { fullPage: true }` captures the whole page for portalled dialogs.
 */
import { composeStories, setProjectAnnotations } from '@storybook/react-vite';
import type { ComposedStoryFn } from 'storybook/internal/types';
import { beforeAll, describe, expect, test } from 'vitest';
import { page } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import * as previewAnnotations from '../../../.storybook/preview';

type StoryModule = Parameters<typeof composeStories>[0];
const storyModules = import.meta.glob<StoryModule>('./components/**/*.stories.tsx', { eager: true });

setProjectAnnotations([previewAnnotations]);

beforeAll(() => {
  const style = document.createElement('style');
  // Freeze motion and the caret so two runs paint the same pixels.
  style.textContent =
    '*,*::before,*::after{animation:none!important;transition:none!important;caret-color:transparent!important}';
  document.head.append(style);
});

const visualOf = (Story: ComposedStoryFn) =>
  (Story.parameters as { visual?: { skip?: boolean; fullPage?: boolean } }).visual;

for (const [file, module] of Object.entries(storyModules)) {
  const componentName = file.split('/')[2] ?? file;
  const stories = (Object.entries(composeStories(module)) as [string, ComposedStoryFn][]).filter(
    ([, Story]) => !visualOf(Story)?.skip,
  );
  // A component whose every story is skipped (all show running clocks or spinners) has no suite.
  if (stories.length === 0) continue;
  describe(componentName, () => {
    for (const [exportName, Story] of stories) {
      const visual = visualOf(Story);
      test(exportName, async () => {
        const isMobile = Story.globals?.viewport?.value === 'mobile';
        await page.viewport(isMobile ? 375 : 1280, isMobile ? 740 : 800);
        const isFullPage = Boolean(visual?.fullPage);
        const screen = await render(<Story />);
        await document.fonts.ready;
        await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
        const target = isFullPage ? page.elementLocator(document.body) : screen.locator;
        if (isFullPage) document.body.style.minHeight = '100vh';
        await expect.element(target).toMatchScreenshot(`${componentName}-${exportName}`);
        document.body.style.minHeight = '';
      });
    }
  });
}
