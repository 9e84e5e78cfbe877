import { describe, expect, test, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { renderWithLocale } from '../../test/render';
import { CheckoutStepper } from './checkout-stepper';

describe('CheckoutStepper', () => {
  test.each([
    { locale: 'ar', forward: '{ArrowLeft}', back: '{ArrowRight}', names: ['السلة', 'معلومات التواصل', 'إتمام الطلب'] },
    {
      locale: 'en',
      forward: '{ArrowRight}',
      back: '{ArrowLeft}',
      names: ['Basket', 'Contact information', 'Complete order'],
    },
  ] as const)('arrow keys follow the reading direction ($locale)', async ({ locale, forward, back, names }) => {
    const onStepSelect = vi.fn();
    const screen = await renderWithLocale(<CheckoutStepper currentStep="complete" onStepSelect={onStepSelect} />, {
      locale,
    });
    const basket = screen.getByRole('button', { name: new RegExp(names[0]) });
    (basket.element() as HTMLElement).focus();
    await userEvent.keyboard(forward);
    await expect.element(screen.getByRole('button', { name: new RegExp(names[1]) })).toHaveFocus();
    await userEvent.keyboard(forward);
    await expect.element(screen.getByText(names[2]).element().closest('[aria-current]') as HTMLElement).toHaveFocus();
    // Stops at the end instead of wrapping.
    await userEvent.keyboard(forward);
    await expect.element(screen.getByText(names[2]).element().closest('[aria-current]') as HTMLElement).toHaveFocus();
    await userEvent.keyboard(back);
    await userEvent.keyboard('{Enter}');
    expect(onStepSelect).toHaveBeenCalledWith('contact');
  });

  test('done steps are links when hrefs are given, upcoming ones never', async () => {
    const screen = await renderWithLocale(
      <CheckoutStepper
        currentStep="contact"
        hrefs={{ basket: '/cart', contact: '/cart?step=contact', complete: '/x' }}
      />,
      { locale: 'en' },
    );
    const links = screen.getByRole('link').elements();
    expect(links.map((link) => link.getAttribute('href'))).toEqual(['/cart', '/cart?step=contact']);
    expect(links[1]?.getAttribute('aria-current')).toBe('step');
    await expect.element(screen.getByRole('link', { name: /Basket/ })).toHaveTextContent('(Completed)');
    await expect.element(screen.getByRole('listitem').nth(2)).toHaveTextContent('Complete order (Not yet)');
  });

  test('completedSteps overrides what counts as done', async () => {
    const screen = await renderWithLocale(
      <CheckoutStepper currentStep="basket" completedSteps={['contact']} onStepSelect={() => {}} />,
      { locale: 'en' },
    );
    const states = screen
      .getByRole('listitem')
      .elements()
      .map((item) => item.getAttribute('data-state'));
    expect(states).toEqual(['current', 'complete', 'upcoming']);
  });
});
