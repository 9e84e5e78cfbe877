import { ATTACHMENT_HEIC_NOTE } from '@hadiya/contract/calls/support-fields';
import { describe, expect, test, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { renderWithLocale } from '../../test/render';
import { checkAttachment, FilePicker } from './file-picker';

function choose(input: HTMLInputElement, file: File) {
  const transfer = new DataTransfer();
  transfer.items.add(file);
  input.files = transfer.files;
  input.dispatchEvent(new Event('change', { bubbles: true }));
}

function formWith(locale: 'ar' | 'en' = 'en', onFileChange = vi.fn()) {
  return renderWithLocale(
    <form data-testid="form" onSubmit={(event) => event.preventDefault()}>
      <input name="name" defaultValue="Noura" />
      <FilePicker label="Attachment" onFileChange={onFileChange} maxSizeBytes={1024 * 1024} />
    </form>,
    { locale },
  );
}

describe('checkAttachment', () => {
  test.each([
    [{ name: 'a.png', type: 'image/png', size: 10 }, null],
    [{ name: 'a.PDF', type: 'application/pdf', size: 10 }, null],
    [{ name: 'scan.pdf', type: '', size: 10 }, null],
    [{ name: 'run.exe', type: 'application/x-msdownload', size: 10 }, 'type'],
    [{ name: 'run.exe', type: '', size: 10 }, 'type'],
    // A type the browser reports wins over a misleading name.
    [{ name: 'photo.png', type: 'text/html', size: 10 }, 'type'],
    [{ name: 'big.jpg', type: 'image/jpeg', size: 6 * 1024 * 1024 }, 'size'],
    [{ name: 'a.heic', type: '', size: 10 }, 'type'],
  ] as const)('%o → %s', (file, expected) => {
    expect(checkAttachment(file)).toBe(expected);
  });

  test('HEIC by extension when the app accepts it', () => {
    expect(checkAttachment({ name: 'IMG.HEIC', type: '', size: 10 }, { acceptedTypes: ['image/heic'] })).toBeNull();
  });
});

describe('FilePicker', () => {
  test('posts the chosen file with its form under `attachment`', async () => {
    const onFileChange = vi.fn();
    const screen = await formWith('en', onFileChange);
    const input = screen.getByLabelText('Attachment').element() as HTMLInputElement;
    const file = new File(['%PDF-1.4'], 'order.pdf', { type: 'application/pdf' });
    choose(input, file);
    await expect.element(screen.getByText('order.pdf', { exact: true })).toBeVisible();
    const data = new FormData(screen.getByTestId('form').element() as HTMLFormElement);
    expect(data.get('attachment')).toBe(file);
    expect(data.get('name')).toBe('Noura');
    expect(onFileChange).toHaveBeenLastCalledWith(file);
  });

  test.each(['ar', 'en'] as const)('a refused file never reaches the form (%s)', async (locale) => {
    const screen = await formWith(locale);
    const input = screen.getByLabelText('Attachment').element() as HTMLInputElement;
    choose(input, new File([new Uint8Array(2 * 1024 * 1024)], 'huge.jpg', { type: 'image/jpeg' }));
    await expect.element(screen.getByRole('alert')).toHaveTextContent('huge.jpg');
    const data = new FormData(screen.getByTestId('form').element() as HTMLFormElement);
    expect((data.get('attachment') as File).size).toBe(0);
    await expect.element(screen.getByLabelText('Attachment')).toHaveAttribute('aria-invalid', 'true');
  });

  test.each([
    {
      locale: 'ar',
      note: 'لا يمكن قبول صور HEIC حاليا؛ يرجى إرسال الصورة بصيغة JPEG أو PNG (في الآيفون: الإعدادات › الكاميرا › التنسيقات › الأكثر توافقا)',
    },
    {
      locale: 'en',
      note: 'HEIC photos cannot be accepted yet; please send the photo as JPEG or PNG (on iPhone: Settings › Camera › Formats › Most Compatible)',
    },
  ] as const)('an iPhone’s HEIC photo is refused with the contract’s note on what to send ($locale)', async (texts) => {
    expect(ATTACHMENT_HEIC_NOTE[texts.locale]).toBe(texts.note);
    const screen = await formWith(texts.locale);
    const input = screen.getByLabelText('Attachment').element() as HTMLInputElement;
    // Chrome reports no type for HEIC (the name decides); Safari reports image/heic.
    choose(input, new File(['x'], 'IMG_0042.HEIC', { type: '' }));
    await expect.element(screen.getByRole('alert')).toHaveTextContent(texts.note);
    choose(input, new File(['x'], 'IMG_0043.heic', { type: 'image/heic' }));
    await expect.element(screen.getByRole('alert')).toHaveTextContent(texts.note);
    const data = new FormData(screen.getByTestId('form').element() as HTMLFormElement);
    expect((data.get('attachment') as File).size).toBe(0);
  });

  test('a good file after a refused one clears the message', async () => {
    const screen = await formWith();
    const input = screen.getByLabelText('Attachment').element() as HTMLInputElement;
    choose(input, new File(['x'], 'notes.txt', { type: 'text/plain' }));
    await expect.element(screen.getByRole('alert')).toBeVisible();
    choose(input, new File(['x'], 'photo.png', { type: 'image/png' }));
    await expect.element(screen.getByText('photo.png', { exact: true })).toBeVisible();
    expect(screen.container.querySelector('[role="alert"]')).toBeNull();
  });

  test('Remove is reachable by keyboard and gives focus back to the input', async () => {
    const screen = await formWith();
    const input = screen.getByLabelText('Attachment').element() as HTMLInputElement;
    choose(input, new File(['x'], 'photo.png', { type: 'image/png' }));
    const remove = screen.getByRole('button', { name: 'Remove photo.png' });
    await expect.element(remove).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect.element(screen.getByLabelText('Attachment')).toHaveFocus();
    expect(input.files).toHaveLength(0);
  });

  test('a form reset empties the picker', async () => {
    const screen = await formWith();
    const input = screen.getByLabelText('Attachment').element() as HTMLInputElement;
    choose(input, new File(['x'], 'photo.png', { type: 'image/png' }));
    await expect.element(screen.getByText('photo.png', { exact: true })).toBeVisible();
    (screen.getByTestId('form').element() as HTMLFormElement).reset();
    await expect.element(screen.getByLabelText('Attachment')).toBeVisible();
    expect(screen.container.querySelector('[data-slot="file-picker-preview"]')).toBeNull();
  });
});
