import { UsageNotes } from '../../docs/foundations';
import { CheckoutStepper } from './checkout-stepper';

/** Usage notes on CheckoutStepper's docs page (`parameters.docs.usage`). */
export function CheckoutStepperUsage() {
  return (
    <UsageNotes
      when={[
        'The top of the cart page: basket → contact information → complete order (spec §2). Only there.',
        'Views the shopper may visit in any order are `Tabs`.',
      ]}
      dos={[
        {
          text: 'Pass `hrefs` so done steps are links that work before the page’s scripts load (or `onStepSelect` for buttons, as here); upcoming steps cannot be opened.',
          example: <CheckoutStepper currentStep="contact" onStepSelect={() => {}} />,
        },
        { text: 'Pass `completedSteps` when the server knows more than the order of steps (a returning shopper).' },
      ]}
      donts={[
        { text: 'Let the shopper jump ahead to “complete order”: the server checks the cart and contact first.' },
        { text: 'Reverse the steps for Arabic by hand: the order follows the page direction.' },
      ]}
      keyboard={[
        ['Tab', 'Moves to the done steps (links or buttons) and the current step; upcoming steps take no focus.'],
        ['ArrowLeft / ArrowRight', 'Move focus between those steps along the reading direction.'],
        ['Enter', 'On a done step goes back to it.'],
        ['Home / End', 'First / last step.'],
      ]}
      screenReader={[
        'A labelled navigation list; the current step carries `aria-current="step"` and each step says “step n of 3” and whether it is done (hidden text).',
      ]}
    />
  );
}
