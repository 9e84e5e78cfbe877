/**
 * Forms that refuse what they are given say where and why (tester's report): the checkout's
 * contact step at a phone's width, the corporate-gift quantity, the profile name.
 */
import { expect, test } from '@playwright/test';
import { codeFor, sentTo, startAt, texts, typeCode, uniquePhone } from './account-support';
import { onlyIn, shopperWithBasket, toContact } from './checkout-support';

test.describe('the contact step sent empty', () => {
  onlyIn('mobile');

  test('marks the missing fields, and the first one takes the focus and comes into view', async ({ page }) => {
    await shopperWithBasket(page, 'en', [{ slug: 'golden-pothos' }]);
    await toContact(page, 'en');
    const step = page.locator('[data-slot="contact-step"]');
    const name = step.getByRole('textbox', { name: /^Name/ }).first();
    await step.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Please enter the recipient details' })).toBeVisible();
    await expect(name).toBeFocused();
    await expect(name).toHaveAttribute('aria-invalid', 'true');
    await expect(name).toHaveAccessibleDescription(/Name is required/);
    await expect(name).toBeInViewport();
    await expect(step.locator('[aria-invalid="true"]')).not.toHaveCount(0);
    await expect(step.locator('[aria-invalid="true"]').first()).toBeInViewport();
  });
});

test.describe('the corporate-gift quantity', () => {
  onlyIn('desktop');

  test('a negative or huge quantity is refused in the page’s language and nothing is sent', async ({ page }) => {
    await startAt(page, 'ar', '/corporate-gifts');
    const form = page.locator('[data-slot="corporate-gift-form"]');
    await form.getByRole('textbox', { name: /^اسمك/ }).fill('فيصل');
    await form.getByRole('textbox', { name: /^اسم الشركة/ }).fill('أكمي');
    await form.getByRole('textbox', { name: /^البريد/ }).fill('faisal@acme.sa');
    await form.getByRole('textbox', { name: /^رقم الجوال/ }).fill('0551234567');
    await form.getByRole('textbox', { name: /^المدينة/ }).fill('جدة');
    await form.getByRole('textbox', { name: /^ما الذي تبحث عنه/ }).fill('نباتات مكتبية');
    const quantity = form.getByRole('textbox', { name: /^الكمية/ });
    let posts = 0;
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.url().includes('corporate-gifts')) posts += 1;
    });
    for (const typed of ['-5', '99999999999999999999']) {
      await quantity.fill(typed);
      await expect(quantity).toHaveValue(typed);
      await form.getByRole('button', { name: 'إرسال الطلب' }).click();
      await expect(quantity).toHaveAccessibleDescription(/أدخل كمية بين ١ و١٠٠٬٠٠٠/);
      await expect(quantity).toBeFocused();
    }
    expect(posts).toBe(0);
    await expect(page.locator('[data-slot="inquiry-sent"]')).toHaveCount(0);
  });
});

test.describe('the account name', () => {
  onlyIn('desktop');

  test('the prompt says why one letter cannot be saved; the profile name stops at the server’s limit', async ({
    page,
  }) => {
    const w = texts.ar;
    await startAt(page, 'ar', '/my-account');
    const signIn = page.locator('[data-account-dialog="signin"]');
    await expect(signIn).toBeVisible();
    const phone = uniquePhone();
    const seen = await sentTo(`966${phone}`);
    await signIn.getByRole('textbox', { name: w.phone }).fill(phone);
    await typeCode(page, await codeFor(`966${phone}`, seen));
    const namePrompt = page.locator('[data-account-dialog="account-name"]');
    const promptName = namePrompt.getByRole('textbox', { name: w.yourName });
    await promptName.fill('ل');
    await expect(namePrompt.getByRole('button', { name: w.save })).toBeDisabled();
    await expect(promptName).toHaveAccessibleDescription(/يجب ألا يقل الاسم عن حرفين/);
    await promptName.fill('لمى');
    await namePrompt.getByRole('button', { name: w.save }).click();
    await expect(namePrompt).toBeHidden();
    const name = page.locator('main').getByRole('textbox', { name: w.name });
    await expect(name).toHaveValue('لمى');
    await expect(name).toHaveAttribute('maxlength', '80');
    await name.fill('');
    await expect(name).toHaveAttribute('aria-invalid', 'true');
    await expect(name).toHaveAccessibleDescription(/الاسم مطلوب/);
    await expect(page.locator('main').getByRole('button', { name: w.save })).toBeDisabled();
  });
});
