import { SUPPORT_LIMITS } from '@hadiya/contract/calls/support';
import { describe, expect, test, vi } from 'vitest';
import { renderWithLocale } from '../../test/render';
import { ContactForm } from './contact-form';

describe('ContactForm', () => {
  test.each([
    { locale: 'ar', send: 'إرسال', description: /^كيف يمكننا مساعدتك/, tooLong: 'يجب ألا يزيد عن ٢٬٠٠٠ حرف' },
    {
      locale: 'en',
      send: 'Send',
      description: /^How can we help/,
      tooLong: 'Must be at most 2,000 characters',
    },
  ] as const)('the description’s limit is named with its number ($locale)', async (texts) => {
    // A refused post hands the text back as it was sent, longer than the contract allows.
    const onSubmitData = vi.fn();
    const screen = await renderWithLocale(
      <ContactForm
        issues={[]}
        onSubmitData={onSubmitData}
        defaultValues={{
          name: 'Faisal',
          email: 'faisal@example.com',
          phone: '0551234567',
          description: 'x'.repeat(SUPPORT_LIMITS.description + 1),
        }}
      />,
      { locale: texts.locale },
    );
    await screen.getByRole('button', { name: texts.send, exact: true }).click();
    await expect
      .element(screen.getByRole('textbox', { name: texts.description }))
      .toHaveAccessibleDescription(new RegExp(texts.tooLong));
    expect(onSubmitData).not.toHaveBeenCalled();
  });
});
