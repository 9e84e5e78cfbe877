import type { City } from '@hadiya/contract/entities';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { MapPin } from 'lucide-react';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Sample } from '../../stories/sample';
import { Button } from '../button';
import { CityPicker, type CityPickerProps } from './city-picker';
import { abha, riyadh, sampleCities, taif } from './city-picker.fixtures';
import { CityPickerUsage } from './city-picker.usage';

/** The header's "Deliver to {city}" button and the picker, storing the saved city like the app. */
function CityPickerExample({
  savedCityId: initialCityId,
  defaultOpen = true,
  onSave,
  onOpenChange,
  ...args
}: CityPickerProps<City>) {
  const [savedCityId, setSavedCityId] = useState(initialCityId);
  const [open, setOpen] = useState(defaultOpen);
  const saved = sampleCities.find((city) => city.id === savedCityId);
  return (
    <>
      <Button variant="ghost" startIcon={<MapPin aria-hidden />} onClick={() => setOpen(true)}>
        {saved ? (
          <Sample ar={`التوصيل إلى ${saved.other_name}`} en={`Deliver to ${saved.name}`} />
        ) : (
          <Sample ar="اختر المدينة" en="Choose city" />
        )}
      </Button>
      <CityPicker
        {...args}
        open={open}
        onOpenChange={(next) => {
          setOpen(next);
          onOpenChange?.(next);
        }}
        savedCityId={savedCityId}
        onSave={(city) => {
          setSavedCityId(city.id);
          onSave?.(city);
        }}
      />
    </>
  );
}

function overlayOf(canvasElement: HTMLElement): Element {
  const overlay = canvasElement.ownerDocument.querySelector('[data-slot="dialog-overlay"]');
  if (!overlay) throw new Error('no overlay');
  return overlay;
}

const meta = {
  title: 'Location/CityPicker',
  component: CityPicker<City>,
  tags: ['autodocs'],
  parameters: {
    visual: { fullPage: true },
    // The picker is portalled out of the story root: check the whole page.
    a11y: { context: 'body' },
    docs: {
      usage: CityPickerUsage,
      // An overlay opens in its own frame on the docs page, so the page itself stays usable.
      story: { inline: false, iframeHeight: 600 },
      description: {
        component:
          "The city modal (spec §2, §4): a search field that filters `cities` locally (Arabic normalised: tashkeel, hamza forms, ة/ه, the article; English names match too), a radio list with a check mark on the chosen city, and Save, disabled until a city is chosen. While no city is saved (`savedCityId` unset) Escape, the overlay and the close button do nothing. Save calls `onSave(city)`; a 'barq' city closes the picker at once, any other shows the 2-5 business days notice first. No match shows 'Does not find city' (spec §8).",
      },
    },
  },
  args: { cities: sampleCities, onSave: fn(), onOpenChange: fn() },
  render: (args) => <CityPickerExample {...args} />,
} satisfies Meta<typeof CityPicker<City>>;
export default meta;
type Story = StoryObj<typeof meta>;

export const FirstVisit: Story = {
  parameters: { playLocale: 'ar' },
  play: async ({ args, canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('dialog', { name: 'اختر مدينتك' });
    await expect(body.getByRole('button', { name: 'حفظ' })).toBeDisabled();
    await expect(body.queryByRole('button', { name: 'إغلاق' })).not.toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    await userEvent.pointer({
      keys: '[MouseLeft]',
      target: overlayOf(canvasElement),
      coords: { clientX: 4, clientY: 4 },
    });
    await expect(dialog).toHaveAttribute('data-state', 'open');
    await expect(args.onOpenChange).not.toHaveBeenCalled();
  },
};

export const WithSavedCity: Story = {
  parameters: { playLocale: 'ar' },
  args: { savedCityId: taif.id },
  play: async ({ args, canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await body.findByRole('dialog', { name: 'اختر مدينتك' });
    await expect(body.getByRole('radio', { name: 'الطائف' })).toBeChecked();
    await expect(body.getByRole('button', { name: 'حفظ' })).toBeEnabled();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
    await expect(args.onSave).not.toHaveBeenCalled();
  },
};

export const Searching: Story = {
  parameters: { playLocale: 'ar' },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const search = await body.findByRole('searchbox', { name: 'ابحث عن مدينة' });
    // With tashkeel.
    await userEvent.type(search, 'الرِّيَاض');
    await waitFor(() =>
      expect(body.getAllByRole('radio').map((radio) => (radio as HTMLInputElement).labels?.[0]?.textContent)).toEqual([
        'الرياض',
      ]),
    );
    // Without hamza: ابها finds أبها.
    await userEvent.clear(search);
    await userEvent.type(search, 'ابها');
    await waitFor(() =>
      expect(body.getAllByRole('radio').map((radio) => (radio as HTMLInputElement).labels?.[0]?.textContent)).toEqual([
        'أبها',
      ]),
    );
    // English names match in the Arabic UI.
    await userEvent.clear(search);
    await userEvent.type(search, 'jed');
    await waitFor(() =>
      expect(body.getAllByRole('radio').map((radio) => (radio as HTMLInputElement).labels?.[0]?.textContent)).toEqual([
        'جدة',
      ]),
    );
  },
};

export const NoMatch: Story = {
  parameters: { playLocale: 'ar' },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.type(await body.findByRole('searchbox'), 'لندن');
    await expect(await body.findByRole('status')).toHaveTextContent('لم يتم العثور على المدينة');
    await expect(body.queryAllByRole('radio')).toHaveLength(0);
  },
};

export const NonBarqNotice: Story = {
  parameters: { playLocale: 'ar' },
  play: async ({ args, canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.type(await body.findByRole('searchbox'), 'أبها');
    await userEvent.click(body.getByRole('radio', { name: 'أبها' }));
    await userEvent.click(body.getByRole('button', { name: 'حفظ' }));
    await expect(args.onSave).toHaveBeenCalledWith(abha);
    const notice = await body.findByRole('dialog', { name: 'التوصيل إلى أبها' });
    await expect(notice).toHaveAccessibleDescription('يستغرق التوصيل من ٢ إلى ٥ أيام عمل');
    // Ends with the notice on screen: this story shows it.
    await waitFor(() => expect(body.getByRole('button', { name: 'حسنًا' })).toHaveFocus());
  },
};

/** OK closes the notice; the header's button names the new city. */
export const NonBarqNoticeDismissed: Story = {
  parameters: { playLocale: 'ar', visual: { skip: true } },
  play: async (context) => {
    await NonBarqNotice.play?.(context);
    const body = within(context.canvasElement.ownerDocument.body);
    await userEvent.click(body.getByRole('button', { name: 'حسنًا' }));
    await waitFor(() => expect(body.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(body.getByRole('button', { name: 'التوصيل إلى أبها' })).toBeInTheDocument();
  },
};

export const BarqClosesAtOnce: Story = {
  parameters: { playLocale: 'ar' },
  play: async ({ args, canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(await body.findByRole('radio', { name: 'الرياض' }));
    await userEvent.click(body.getByRole('button', { name: 'حفظ' }));
    await expect(args.onSave).toHaveBeenCalledWith(riyadh);
    await waitFor(() => expect(body.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
  },
};

export const LongList: Story = {
  args: { savedCityId: 38 },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('dialog');
    const list = dialog.querySelector<HTMLElement>('[data-slot="city-picker-list"]');
    if (!list) throw new Error('no list');
    // The list scrolls inside the dialog, which stays within the viewport.
    await expect(list.scrollHeight).toBeGreaterThan(list.clientHeight);
    await expect(dialog.getBoundingClientRect().bottom).toBeLessThanOrEqual(window.innerHeight);
    // The saved city at the end of the list is scrolled into view.
    await waitFor(() => expect(list.scrollTop).toBeGreaterThan(0));
  },
};

export const Loading: Story = {
  args: { cities: [], isLoading: true },
};

export const Arabic: Story = {
  globals: { locale: 'ar' },
  args: { savedCityId: riyadh.id },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const checked = await body.findByRole('radio', { name: 'الرياض' });
    await expect(checked).toBeChecked();
    // Arrow keys move the choice down the list, checking the radio they move to.
    checked.focus();
    await userEvent.keyboard('{ArrowDown>}');
    await waitFor(() => expect(body.getByRole('radio', { name: 'جدة' })).toBeChecked());
    await userEvent.keyboard('{/ArrowDown}');
    await expect(body.getByRole('radio', { name: 'جدة' })).toHaveFocus();
    await expect(checked).not.toBeChecked();
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  args: { savedCityId: riyadh.id },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await body.findByRole('dialog', { name: 'Select your city' });
    await userEvent.type(body.getByRole('searchbox', { name: 'Search for a city' }), 'الخبر');
    await userEvent.click(body.getByRole('radio', { name: 'Khobar' }));
    await userEvent.click(body.getByRole('button', { name: 'Save' }));
    const notice = await body.findByRole('dialog', { name: 'Delivery to Khobar' });
    await expect(notice).toHaveAccessibleDescription('Delivery within 2-5 business days');
  },
};

export const EnglishNoMatch: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.type(await body.findByRole('searchbox'), 'London');
    await expect(await body.findByRole('status')).toHaveTextContent('Does not find city');
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  args: { savedCityId: riyadh.id },
};
