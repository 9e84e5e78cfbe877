import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fireEvent, fn, userEvent, waitFor, within } from 'storybook/test';
import { useSample } from '../../stories/sample';
import { FilePicker, type FilePickerProps } from './file-picker';
import { FilePickerUsage } from './file-picker.usage';

const LABEL = { ar: 'المرفق', en: 'Attachment' };

/** A 2×2 PNG: a real picture, so the preview has something to draw. */
const PNG_BYTES = Uint8Array.from(
  atob('iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAEElEQVR4nGNQirICIgYIBQATlgLZ5sGF7gAAAABJRU5ErkJggg=='),
  (char) => char.charCodeAt(0),
);

function photo(name = 'broken-pot.png') {
  return new File([PNG_BYTES], name, { type: 'image/png' });
}

function pdf(name = 'invoice.pdf', size = 180 * 1024) {
  return new File([new Uint8Array(size)], name, { type: 'application/pdf' });
}

/**
 * Puts files in the input as a browser's file dialog would, ignoring `accept` (a shopper can pick
 * "All files" in the dialog), and fires `change`.
 */
function choose(input: HTMLElement, file: File) {
  const transfer = new DataTransfer();
  transfer.items.add(file);
  (input as HTMLInputElement).files = transfer.files;
  fireEvent.change(input);
}

function SampleFilePicker(args: FilePickerProps) {
  const sample = useSample();
  return <FilePicker {...args} label={sample(LABEL)} />;
}

const meta = {
  title: 'Forms/FilePicker',
  component: FilePicker,
  tags: ['autodocs'],
  parameters: {
    docs: {
      usage: FilePickerUsage,
      description: {
        component:
          'One attachment for the contact and corporate forms (issue 16 §3). It is a real `<input type="file" name="attachment">`, so it posts with its form before the scripts arrive. Once hydrated, a type or size outside the props’ rules is refused before any upload (the input is emptied and the reason is announced), and a chosen file shows a preview (photos) or its name and size (PDF), with Change and Remove. The server checks the content again.',
      },
    },
  },
  args: { label: '', onFileChange: fn() },
  render: (args) => <SampleFilePicker {...args} />,
  decorators: [
    (Story) => (
      <form className="max-w-md" onSubmit={(event) => event.preventDefault()}>
        <Story />
      </form>
    ),
  ],
} satisfies Meta<typeof FilePicker>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  parameters: { playLocale: 'ar' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByLabelText(/المرفق|Attachment/);
    await expect(input).toHaveAttribute('type', 'file');
    await expect(input).toHaveAttribute('name', 'attachment');
    await expect(input).toHaveAttribute('accept', expect.stringContaining('application/pdf'));
    await expect(input).toHaveAccessibleDescription(/JPEG|PNG/);
    await userEvent.tab();
    await expect(input).toHaveFocus();
  },
};

export const Required: Story = {
  parameters: { playLocale: 'ar' },
  args: { isRequired: true },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByLabelText(/المرفق|Attachment/);
    await expect(input).toBeRequired();
  },
};

export const WithPhoto: Story = {
  parameters: { playLocale: 'ar' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByLabelText(/المرفق|Attachment/);
    const file = photo();
    choose(input, file);
    const preview = await canvas.findByRole('img', { name: /broken-pot\.png/ });
    await expect(preview).toBeVisible();
    await expect(args.onFileChange).toHaveBeenLastCalledWith(file);
    // The input keeps the file for the form, hidden while the preview stands for it.
    await expect((input as HTMLInputElement).files?.[0]).toBe(file);
    const remove = canvas.getByRole('button', { name: /broken-pot\.png/ });
    await waitFor(() => expect(remove).toHaveFocus());
    await expect(canvas.getByRole('status')).toHaveTextContent(/broken-pot\.png/);
  },
};

export const WithPdf: Story = {
  parameters: { playLocale: 'ar' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    choose(canvas.getByLabelText(/المرفق|Attachment/), pdf());
    await expect(await canvas.findByRole('img', { name: /PDF/ })).toBeVisible();
    await expect(canvasElement.querySelector('[data-slot="file-picker-name"]')).toHaveTextContent('invoice.pdf');
    await expect(canvasElement.querySelector('[data-slot="file-picker-size"]')).toHaveTextContent(/180|١٨٠/);
  },
};

export const Removed: Story = {
  parameters: { playLocale: 'ar' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByLabelText(/المرفق|Attachment/) as HTMLInputElement;
    choose(input, pdf());
    await userEvent.click(await canvas.findByRole('button', { name: /invoice\.pdf/ }));
    await expect(input.files).toHaveLength(0);
    await expect(input).toBeVisible();
    await waitFor(() => expect(input).toHaveFocus());
    await expect(args.onFileChange).toHaveBeenLastCalledWith(null);
    await expect(canvasElement.querySelector('[data-slot="file-picker-preview"]')).toBeNull();
  },
};

export const WrongType: Story = {
  parameters: { playLocale: 'ar' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByLabelText(/المرفق|Attachment/) as HTMLInputElement;
    choose(input, new File(['MZ'], 'setup.exe', { type: 'application/x-msdownload' }));
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('setup.exe');
    await expect(alert).toHaveTextContent(/PDF/);
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    // Refused before upload: nothing stays in the input.
    await expect(input.files).toHaveLength(0);
    await expect(args.onFileChange).toHaveBeenLastCalledWith(null);
  },
};

export const TooLarge: Story = {
  parameters: { playLocale: 'ar' },
  args: { maxSizeBytes: 1024 * 1024 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByLabelText(/المرفق|Attachment/) as HTMLInputElement;
    await expect(input).toHaveAccessibleDescription(/1 MB|١ م/);
    choose(input, pdf('scan.pdf', 2 * 1024 * 1024));
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('scan.pdf');
    await expect(input.files).toHaveLength(0);
  },
};

export const ServerError: Story = {
  parameters: { playLocale: 'ar' },
  render: (args) => {
    const sample = useSample();
    return (
      <FilePicker
        {...args}
        label={sample(LABEL)}
        errorMessage={sample({
          ar: 'محتوى الملف لا يطابق نوعه.',
          en: 'The file’s content does not match its type.',
        })}
      />
    );
  },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByLabelText(/المرفق|Attachment/);
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription(/محتوى الملف|content does not match/);
  },
};

export const PhotosOnly: Story = {
  parameters: { playLocale: 'ar' },
  args: { acceptedTypes: ['image/jpeg', 'image/png'] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByLabelText(/المرفق|Attachment/);
    await expect(input).toHaveAttribute('accept', 'image/jpeg,.jpg,.jpeg,image/png,.png');
    choose(input, pdf());
    await expect(await canvas.findByRole('alert')).toHaveTextContent(/JPEG/);
  },
};

export const WithHeic: Story = {
  parameters: { playLocale: 'ar' },
  args: { acceptedTypes: ['image/jpeg', 'image/png', 'image/heic', 'application/pdf'] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // Chrome reports no type for HEIC: the extension decides.
    choose(canvas.getByLabelText(/المرفق|Attachment/), new File(['x'], 'IMG_0042.HEIC', { type: '' }));
    await expect(canvasElement.querySelector('[data-slot="file-picker-name"]')).toHaveTextContent('IMG_0042.HEIC');
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

export const Disabled: Story = {
  parameters: { playLocale: 'ar' },
  args: { isDisabled: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByLabelText(/المرفق|Attachment/)).toBeDisabled();
  },
};

export const Arabic: Story = {
  globals: { locale: 'ar' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByLabelText('المرفق');
    await expect(input).toHaveAccessibleDescription('JPEG أو PNG أو WebP أو PDF، حتى ٥ ميغابايت.');
    choose(input, photo('صورة.png'));
    await expect(await canvas.findByRole('img', { name: 'معاينة صورة.png' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'إزالة صورة.png' })).toBeVisible();
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByLabelText('Attachment');
    await expect(input).toHaveAccessibleDescription('JPEG, PNG, WebP, or PDF, up to 5 MB.');
    choose(input, new File(['x'], 'notes.txt', { type: 'text/plain' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      '“notes.txt” cannot be attached. Choose JPEG, PNG, WebP, or PDF.',
    );
  },
};
