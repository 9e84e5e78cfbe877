import type { City } from '@hadiya/contract/entities';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Sample } from '../../stories/sample';
import { Button } from '../button';
import { abha, jeddah, sampleCities } from '../city-picker/city-picker.fixtures';
import { FirstVisitCityPicker, type FirstVisitCityPickerProps } from './first-visit-city-picker';
import { FirstVisitCityPickerUsage } from './first-visit-city-picker.usage';

/** A page under the picker, inert while it is open, as the store's shell makes it. */
function FirstVisitExample({ onClose, ...args }: FirstVisitCityPickerProps<City>) {
  const [isOpen, setOpen] = useState(true);
  return (
    <>
      <div className="contents" inert={isOpen}>
        <Button variant="ghost" data-slot="header-city" onClick={() => setOpen(true)}>
          <Sample ar="التوصيل إلى" en="Deliver to" />
        </Button>
      </div>
      {isOpen ? (
        <FirstVisitCityPicker
          {...args}
          onClose={() => {
            setOpen(false);
            onClose?.();
          }}
        />
      ) : null}
    </>
  );
}

const meta = {
  title: 'Location/FirstVisitCityPicker',
  component: FirstVisitCityPicker<City>,
  tags: ['autodocs'],
  parameters: {
    visual: { fullPage: true },
    a11y: { context: 'body' },
    docs: {
      usage: FirstVisitCityPickerUsage,
      story: { inline: false, iframeHeight: 600 },
      description: {
        component:
          "The city picker of a first visit (spec §2), as the server draws it over the page: the same search, list and Save as `CityPicker`, inside forms that post to `action` (`city_id`, and `fields` such as the page to return to), so a shopper can choose before the page's scripts have run, or without them. The owner makes the page under it `inert`, which makes it modal with no script. Once hydrated, Save calls `onSave(city)` in place: a 'barq' city then calls `onClose`, any other shows the 2-5 business days notice first, whose OK calls `onClose`. `savedCity` starts on that notice (the server stored the city from the form). It cannot be dismissed otherwise.",
      },
    },
  },
  args: { cities: sampleCities, action: '/city', fields: { return_to: '/' }, onSave: fn(), onClose: fn() },
  render: (args) => <FirstVisitExample {...args} />,
} satisfies Meta<typeof FirstVisitCityPicker<City>>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Arabic: Story = {
  parameters: { playLocale: 'ar' },
  play: async ({ args, canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('dialog', { name: 'اختر مدينتك' });
    await expect(dialog).toHaveAttribute('aria-modal', 'true');
    await expect(body.getByRole('button', { name: 'حفظ' })).toBeDisabled();
    // Escape does not close it: a first visit needs a city.
    await userEvent.keyboard('{Escape}');
    await expect(dialog).toBeInTheDocument();
    await userEvent.type(body.getByRole('searchbox', { name: 'ابحث عن مدينة' }), 'جده');
    await userEvent.click(body.getByRole('radio', { name: 'جدة' }));
    await userEvent.click(body.getByRole('button', { name: 'حفظ' }));
    await expect(args.onSave).toHaveBeenCalledWith(jeddah);
    await waitFor(() => expect(body.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(args.onClose).toHaveBeenCalled();
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ args, canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await body.findByRole('dialog', { name: 'Select your city' });
    await userEvent.type(body.getByRole('searchbox', { name: 'Search for a city' }), 'أبها');
    await userEvent.click(body.getByRole('radio', { name: 'Abha' }));
    await userEvent.click(body.getByRole('button', { name: 'Save' }));
    const notice = await body.findByRole('dialog', { name: 'Delivery to Abha' });
    await expect(notice).toHaveAccessibleDescription('Delivery within 2-5 business days');
    await waitFor(() => expect(body.getByRole('button', { name: 'OK' })).toHaveFocus());
    await expect(args.onClose).not.toHaveBeenCalled();
  },
};

export const NoticeFromTheServer: Story = {
  parameters: { playLocale: 'ar' },
  args: { savedCity: abha },
  play: async ({ args, canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const notice = await body.findByRole('dialog', { name: 'التوصيل إلى أبها' });
    await expect(notice).toHaveAccessibleDescription('يستغرق التوصيل من ٢ إلى ٥ أيام عمل');
    await userEvent.click(body.getByRole('button', { name: 'حسنًا' }));
    await expect(args.onClose).toHaveBeenCalled();
    await waitFor(() => expect(body.queryByRole('dialog')).not.toBeInTheDocument());
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
};

export const MobileEnglish: Story = {
  globals: { locale: 'en', viewport: { value: 'mobile', isRotated: false } },
};
