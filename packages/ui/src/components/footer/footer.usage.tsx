import { UsageNotes } from '../../docs/foundations';

/** Usage notes on Footer's docs page (`parameters.docs.usage`). */
export function FooterUsage() {
  return (
    <UsageNotes
      when={[
        'The bottom of every store page (spec §2): Track your gift (`/my-orders`), Gift Care, Corporate Gifts, About, Contact Us, FAQ and Privacy Policy, the social accounts and the copyright. Render it once per page, after `<main>`.',
        'Not on the maintenance page (the app hides header and footer there) and not for the account pages: those are in the side menu (`SideMenu`).',
      ]}
      dos={[
        {
          text: 'Pass the store’s real profile URLs in `socialLinks`: a network left out falls back to `defaultFooterSocialLinks`, and `null` hides it (the others keep their order).',
        },
        {
          text: 'Wrap the app in `LinkProvider`: the page links are the design system’s `Link`, so they navigate client-side instead of loading the page again.',
        },
        {
          text: 'Leave `year` unset in the app: it is the current year, in the page’s digits (٢٠٢٦ in Arabic, 2026 in English). Pin it only in tests and screenshots.',
        },
      ]}
      donts={[
        {
          text: 'Render it inside `<main>`, a `<section>` or an `<article>`: a `<footer>` is the page’s `contentinfo` landmark only at the top level of the page.',
        },
        {
          text: 'Add a second footer or another navigation named “Footer” to the page: landmarks must be unique, and its links are fixed in the component for every page.',
        },
      ]}
      keyboard={[
        ['Tab', 'Reaches each page link in order, then each social link; the footer has no keys of its own.'],
        ['Enter', 'Follows the focused link; the social links open in a new tab.'],
      ]}
      screenReader={[
        'A `contentinfo` landmark holding a navigation named “Footer” (“روابط أسفل الصفحة” in Arabic) with the page links as a list.',
        'The social links are a list named “Follow us”; each link is named after its network and says “(opens in a new tab)”, and its mark is hidden. They carry `rel="noopener noreferrer"`.',
      ]}
    />
  );
}
