import { UsageNotes } from '../../docs/foundations';

/** Usage notes on MaintenanceScreen's docs page (`parameters.docs.usage`). */
export function MaintenanceScreenUsage() {
  return (
    <UsageNotes
      when={[
        'The whole page at `/maintenance-mode` while the store is down for scheduled maintenance (spec §2, §8 “Under Maintenance”). The app redirects there when the maintenance check says so, and back once it ends.',
        'Not for a failed request or an empty list (`EmptyState`, `MessageDialog`), nor for a single feature that is unavailable.',
      ]}
      dos={[
        {
          text: 'Render it instead of the app shell, without the header or the footer: it is the page’s `<main>` and fills the screen height (`min-h-dvh`).',
        },
        {
          text: 'Keep checking in the background and send the shopper back when the store returns (the storefront re-checks every 15 s); the screen itself has no button and no timer.',
        },
        {
          text: 'Use `children` only for a short extra line under the explanation (a time the store expects to be back); it is rendered after the paragraph.',
        },
      ]}
      donts={[
        {
          text: 'Put it inside another `<main>` or an app layout that has one: a page may have one `main` landmark.',
        },
        {
          text: 'Add links into the store under it: every store page redirects back here while maintenance lasts.',
        },
      ]}
      keyboard={[
        ['Tab', 'Nothing to reach: the screen has no link or button of its own (only what you pass in `children`).'],
      ]}
      screenReader={[
        'A `main` landmark with a level-1 heading, “Under Maintenance” (“تحت الصيانة”), and the explanation under it; the illustration is `aria-hidden`.',
        'Nothing is announced when the store comes back: the app navigates away from the page.',
      ]}
    />
  );
}
