export { FaqAccordion, type FaqAccordionItem, type FaqAccordionProps } from './faq-accordion';
