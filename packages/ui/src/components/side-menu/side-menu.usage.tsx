import { Menu } from 'lucide-react';
import { UsageNotes } from '../../docs/foundations';
import { useSample } from '../../stories/sample';
import { IconButton } from '../icon-button';

/** The header's menu button, closed: what opens the side menu. */
function MenuButton() {
  const sample = useSample();
  return (
    <IconButton label={sample({ ar: 'القائمة', en: 'Menu' })} icon={<Menu aria-hidden />} aria-haspopup="dialog" />
  );
}

/** Usage notes on SideMenu's docs page (`parameters.docs.usage`). */
export function SideMenuUsage() {
  return (
    <UsageNotes
      when={[
        'The store’s main menu, opened by the header’s menu button (spec §2): the account pages, the language toggle, help and legal pages, then Logout and Delete Account — or, signed out, Sign In. It is a `Sheet` from the start edge (the right in Arabic).',
        'Not for switching views inside a page (`Tabs`) or for a filter panel (a `Sheet` of its own); the footer repeats the help and legal links for the end of every page.',
      ]}
      dos={[
        {
          text: 'Open it from the header’s menu button (`Header`’s `onMenuClick`: an icon button named “Menu” with `aria-haspopup="dialog"`) and control it with `open` / `onOpenChange`; on close focus goes back to that button.',
          example: <MenuButton />,
        },
        {
          text: 'Pass `isSignedIn` and the handlers the app supports: `onLogout`, `onDeleteAccount` (ask for confirmation first, spec §6), `onSignIn` (opens the sign-in dialog), `onLanguageToggle`. An action without its handler is left out of the menu; choosing one closes the menu.',
        },
        {
          text: 'Pass `currentPath`: that link is highlighted, marked `aria-current="page"` and takes the focus when the menu opens.',
        },
      ]}
      donts={[
        {
          text: 'Add, remove or reorder items in the app: the items of each sign-in state and their order come from the spec and live in the component.',
        },
        {
          text: 'Render it without the app’s `LinkProvider`: its links go through `Link`, and without the router’s adapter each one reloads the whole page.',
        },
      ]}
      keyboard={[
        [
          'Tab / Shift+Tab',
          'Move through the links, the language toggle, the account actions and the close button; focus stays inside while the menu is open.',
        ],
        ['Enter', 'On a link follows it and closes the menu (a Ctrl or ⌘ click that opens a new tab leaves it open).'],
        [
          'Enter / Space',
          'On the language toggle switches the language; on Logout, Delete Account or Sign In closes the menu and calls the handler.',
        ],
        ['Escape', 'Closes the menu (as do the overlay and the close button); focus returns to the menu button.'],
      ]}
      screenReader={[
        'A dialog named “Menu” by its visible title, holding a navigation landmark named “Main menu” with one list; the page behind is hidden from the reader while it is open.',
        'Focus starts on the current page’s link, or on Home; the icons are hidden. The language toggle is named in the other language with `lang` set (“Switch to English” on Arabic pages).',
        'The close button is named “Close”.',
      ]}
    />
  );
}
