import { UsageNotes } from '../../docs/foundations';
import { Sample } from '../../stories/sample';
import { TrackGiftForm } from './track-gift-form';

/** Usage notes on TrackGiftForm's docs page (`parameters.docs.usage`). */
export function TrackGiftFormUsage() {
  return (
    <UsageNotes
      when={[
        '“Track gift” from the footer (issue 15 §1), for guests too: the order number and the mobile number the order was placed with.',
        'Signed-in shoppers find their orders on `/my-orders` (`OrderList`); the gift’s own page for the recipient is `RecipientGiftView`.',
      ]}
      dos={[
        {
          text: 'Show the server’s refusal in `formError` (an alert above the fields) and keep what was typed with `defaultValues`; a message about one field goes in `errors.orderNumber` or `errors.phone`, under that field.',
          example: (
            <TrackGiftForm
              headingLevel={2}
              defaultValues={{ orderNumber: 'HD-10231', phone: { phoneCode: '966', number: '512345678' } }}
              formError={
                <Sample ar="لا يوجد طلب بهذا الرقم ورقم الجوال." en="No order matches this number and mobile." />
              }
              onTrack={() => {}}
            />
          ),
        },
        {
          text: 'Let it post before the page’s scripts load: its fields are named `order_number`, `phone_code` and `phone`. Once hydrated, `onTrack(values)` gets the trimmed order number (Arabic-Indic digits converted) and the phone instead.',
        },
        {
          text: 'Pass `headingLevel={2}` where the page already has an `h1`; on its own page the form’s title is the `h1`.',
        },
      ]}
      donts={[
        {
          text: 'Rely on it to check the mobile number: only a missing order number stops the form here. A partly typed mobile number shows its length message when the field is left, but an empty one passes: the server must check both.',
        },
        { text: 'Use it for signed-in shoppers’ own orders: they are listed on `/my-orders` without typing anything.' },
      ]}
      keyboard={[
        ['Tab', 'Order number → country code → mobile number → Track.'],
        ['Enter', 'In a field submits the form; an empty order number stops it and shows its message under the field.'],
      ]}
      screenReader={[
        'A form named by its title (“Track your gift”) and described by the line under it.',
        'The order number is required (“required” is part of its name); its hint and error are linked with `aria-describedby`. The mobile field is labelled “Mobile number”, the country code “Country code”.',
        'The server’s `formError` is an alert, read as soon as it appears.',
      ]}
    />
  );
}
