import { UsageNotes } from '../../docs/foundations';
import { Sample, useSample } from '../../stories/sample';
import { Tabs, TabsContent, TabsList, TabsTrigger } from './tabs';

function OrdersTabs() {
  const sample = useSample();
  return (
    <Tabs defaultValue="current">
      <TabsList aria-label={sample({ ar: 'الطلبات', en: 'Orders' })}>
        <TabsTrigger value="current">
          <Sample ar="الحالية" en="Current" />
        </TabsTrigger>
        <TabsTrigger value="past">
          <Sample ar="السابقة" en="Past" />
        </TabsTrigger>
      </TabsList>
      <TabsContent value="current">
        <Sample ar="طلبان في الطريق" en="Two orders on their way" />
      </TabsContent>
      <TabsContent value="past">
        <Sample ar="لا طلبات سابقة" en="No past orders" />
      </TabsContent>
    </Tabs>
  );
}

/** Usage notes on Tabs' docs page (`parameters.docs.usage`). */
export function TabsUsage() {
  return (
    <UsageNotes
      when={[
        'Switching between views of the same thing on one page: the orders page’s Current / Past, the contact page’s tabs.',
        'Steps the shopper goes through in order are the `CheckoutStepper`; going to another page is navigation (links).',
      ]}
      dos={[
        {
          text: 'Keep tab labels to one or two words and name the list with `aria-label` unless a heading does.',
          example: <OrdersTabs />,
        },
        { text: 'Use `isFullWidth` on `TabsList` on mobile to share the width between two or three tabs.' },
      ]}
      donts={[
        { text: 'Use tabs for more than about five views or for content the shopper must compare side by side.' },
        {
          text: 'Put a form’s steps in tabs: a tab shows as soon as it is focused, so nothing stops the shopper skipping a step.',
        },
      ]}
      keyboard={[
        ['Tab', 'Moves into the list at the active tab, then into its panel.'],
        [
          'ArrowLeft / ArrowRight',
          'Follow the reading direction: ArrowLeft moves forward in Arabic, ArrowRight in English; disabled tabs are skipped. The focused tab shows at once.',
        ],
        ['Home / End', 'First / last tab.'],
      ]}
      screenReader={[
        'A `tablist` with `tab`s (“selected” on the active one) and `tabpanel`s labelled by their tab (Radix Tabs).',
      ]}
    />
  );
}
