import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { type LinkComponentProps, LinkProvider } from '../../lib/link';
import { CheckoutStepper } from './checkout-stepper';
import { CheckoutStepperUsage } from './checkout-stepper.usage';

/** Stands in for the app's router link: stays on the story instead of loading the href. */
function StoryLink({ href, onClick, ...props }: LinkComponentProps) {
  return (
    <a
      href={href}
      {...props}
      onClick={(event) => {
        onClick?.(event);
        event.preventDefault();
      }}
    />
  );
}

const hrefs = { basket: '/cart', contact: '/cart?step=contact', complete: '/cart?step=complete' };

const meta = {
  title: 'Checkout/CheckoutStepper',
  component: CheckoutStepper,
  tags: ['autodocs'],
  parameters: {
    docs: {
      usage: CheckoutStepperUsage,
      description: {
        component:
          'The cart\'s three tabs (spec §2): basket → contact information → complete order. Steps are `complete`, `current` (`aria-current="step"`) or `upcoming` (`data-state`). Done steps are links (`hrefs`, so it works before hydration) or buttons (`onStepSelect`); upcoming steps cannot be opened. Arrow keys move along the reading direction, Home/End to the ends.',
      },
    },
  },
  args: { currentStep: 'contact', onStepSelect: fn() },
  decorators: [
    (Story) => (
      <LinkProvider component={StoryLink}>
        <div className="max-w-2xl">
          <Story />
        </div>
      </LinkProvider>
    ),
  ],
} satisfies Meta<typeof CheckoutStepper>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  parameters: { playLocale: 'ar' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const steps = canvas.getAllByRole('listitem');
    await expect(steps.map((step) => step.dataset.state)).toEqual(['complete', 'current', 'upcoming']);
    await userEvent.click(canvas.getByRole('button', { name: /السلة|Basket/ }));
    await expect(args.onStepSelect).toHaveBeenCalledWith('basket');
    await expect(canvas.queryByRole('button', { name: /إتمام الطلب|Complete order/ })).toBeNull();
  },
};

export const FirstStep: Story = {
  args: { currentStep: 'basket' },
  play: async ({ canvasElement }) => {
    const steps = within(canvasElement).getAllByRole('listitem');
    await expect(steps.map((step) => step.dataset.state)).toEqual(['current', 'upcoming', 'upcoming']);
  },
};

export const WithLinks: Story = {
  args: { currentStep: 'complete', hrefs },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const links = canvas.getAllByRole('link');
    await expect(links).toHaveLength(3);
    await expect(links[2]).toHaveAttribute('aria-current', 'step');
    await expect(links[0]).toHaveAttribute('href', '/cart');
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  args: { currentStep: 'contact', hrefs },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('listitem')).toHaveLength(3);
  },
};

export const Arabic: Story = {
  globals: { locale: 'ar' },
  args: { currentStep: 'complete', hrefs },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const basket = canvas.getByRole('link', { name: /السلة/ });
    basket.focus();
    // Forward is ArrowLeft in Arabic.
    await userEvent.keyboard('{ArrowLeft}');
    await expect(canvas.getByRole('link', { name: /معلومات التواصل/ })).toHaveFocus();
    await userEvent.keyboard('{End}');
    await expect(canvas.getByRole('link', { name: /إتمام الطلب/ })).toHaveFocus();
    await expect(canvas.getByRole('navigation', { name: 'خطوات إتمام الطلب' })).toBeVisible();
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  args: { currentStep: 'complete', hrefs },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    canvas.getByRole('link', { name: /Basket/ }).focus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('link', { name: /Contact information/ })).toHaveFocus();
    await expect(canvas.getByRole('link', { name: /Complete order/ })).toHaveAttribute('aria-current', 'step');
  },
};
