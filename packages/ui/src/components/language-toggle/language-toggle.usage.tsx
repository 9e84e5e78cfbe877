import { UsageNotes } from '../../docs/foundations';
import { LanguageToggle } from './language-toggle';

/** Usage notes on LanguageToggle's docs page (`parameters.docs.usage`). */
export function LanguageToggleUsage() {
  return (
    <UsageNotes
      when={[
        'Switching the store between Arabic and English (spec §4). The side menu has it for signed-in and signed-out shoppers alike, as a row (`variant="row"`).',
        'Not a language list or a select: there are two languages, and the button always offers the other one.',
      ]}
      dos={[
        {
          text: 'Let it show the other language in that language: “English” on Arabic pages, “العربية” on English ones. Don’t translate it.',
          example: <LanguageToggle />,
        },
        {
          text: 'Use `variant="row"` inside the side menu, so it lines up with the menu’s links; the default `button` is a compact bordered button.',
          example: (
            <div className="w-64 rounded-lg border border-line bg-surface-raised p-2">
              <LanguageToggle variant="row" />
            </div>
          ),
        },
        {
          text: 'In `onToggle(nextLocale)` store the choice, tell the server (`update-current-language`) and reload the page, as the spec does; `preventDefault()` in an `onClick` of your own stops the toggle.',
        },
      ]}
      donts={[
        {
          text: 'Use a flag for the language: a flag is a country, and Arabic is not one country’s. The icon is the neutral `Languages` glyph.',
        },
        {
          text: 'Pass `lang` or an `aria-label` of your own: the button already sets `lang` to the language it offers and names itself in it.',
        },
      ]}
      keyboard={[
        ['Tab', 'Moves to the toggle.'],
        ['Enter / Space', 'Calls `onToggle` with the other locale (`en` on Arabic pages, `ar` on English ones).'],
      ]}
      screenReader={[
        'A button named in the language it switches to, with `lang` set so it is pronounced right: “Switch to English” on Arabic pages, “التبديل إلى العربية” on English ones. The icon is hidden.',
        'Nothing is announced after the switch: the page reloads in the new language.',
      ]}
    />
  );
}
