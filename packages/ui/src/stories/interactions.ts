import { expect, waitFor, within } from 'storybook/test';

/**
 * The open dialog (a Dialog or Sheet, portalled to `<body>`) once it takes clicks. While Radix
 * mounts a modal it turns pointer events off on the page, and the panel slides in with a CSS
 * transition; a play function that clicks before both settle passes under Vitest yet fails in the
 * built workbench's Interactions panel, which renders faster than the transition ends.
 */
export async function findOpenDialog(canvasElement: HTMLElement, name?: string | RegExp): Promise<HTMLElement> {
  const body = within(canvasElement.ownerDocument.body);
  const dialog = await body.findByRole('dialog', name === undefined ? {} : { name });
  await waitFor(() => {
    expect(getComputedStyle(dialog).pointerEvents).not.toBe('none');
    expect(dialog.getAnimations().filter((animation) => animation.playState === 'running')).toEqual([]);
  });
  return dialog;
}
