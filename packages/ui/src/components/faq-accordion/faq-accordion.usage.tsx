import { UsageNotes } from '../../docs/foundations';
import { useSample } from '../../stories/sample';
import { FaqAccordion } from './faq-accordion';

/** Two questions the stories do not use, so no answer region repeats a story's name. */
function PickUpQuestions() {
  const sample = useSample();
  return (
    <FaqAccordion
      headingLevel={4}
      defaultOpen={[0]}
      items={[
        {
          id: 'pick-up',
          question: sample({ ar: 'هل يمكنني استلام الهدية من المقهى؟', en: 'Can I pick the gift up at a cafe?' }),
          answer: sample({
            ar: 'نعم، اختر «الاستلام من الفرع» عند الدفع ثم اختر فرعك في الرياض.',
            en: 'Yes: choose “Pick up at a branch” at checkout, then your branch in Riyadh.',
          }),
        },
        {
          id: 'engraving',
          question: sample({ ar: 'هل يتوفر النقش في جدة؟', en: 'Is engraving available in Jeddah?' }),
          answer: sample({
            ar: 'يظهر خيار النقش في صفحة المنتج عندما يتوفر في مدينتك.',
            en: 'The engraving option shows on the product page when your city offers it.',
          }),
        },
      ]}
    />
  );
}

/** Usage notes on FaqAccordion's docs page (`parameters.docs.usage`). */
export function FaqAccordionUsage() {
  return (
    <UsageNotes
      when={[
        'Questions and answers that shoppers scan for the one they need: the FAQ page (delivery times, returns, VAT), or a few questions beside the contact form.',
        'Not for content everyone must read (delivery terms at checkout): show it as text. Switching between views of one page is `Tabs`.',
      ]}
      dos={[
        {
          text: 'Set `headingLevel` to fit the page (2 under the page’s `h1`, the default); open the answers that matter most with `defaultOpen`. Give each item a stable `id`.',
          example: <PickUpQuestions />,
        },
        {
          text: 'Keep “Show all answers” (`hasToggleAll`, shown from two questions): it opens every answer at once for reading or for the browser’s find.',
        },
      ]}
      donts={[
        {
          text: 'Put links, lists or formatting in an answer: `answer` is plain text; line breaks in it are kept.',
        },
        {
          text: 'Close one answer when another opens: several may be open, as the shopper chose.',
        },
      ]}
      keyboard={[
        ['Tab', '“Show all answers”, then each question’s button in turn.'],
        ['Enter / Space', 'Opens or closes the focused answer.'],
        ['Arrow Down / Arrow Up', 'Next or previous question (wrapping round).'],
        ['Home / End', 'First or last question.'],
      ]}
      screenReader={[
        'Each question is a heading holding a button with `aria-expanded` and `aria-controls`; an open answer is a region named by its question.',
        'Closed answers are `hidden`, so they are not read, but they stay in the HTML for search engines and the page’s FAQPage data. “Show all answers” changes its text to “Hide all answers” once all are open.',
      ]}
    />
  );
}
