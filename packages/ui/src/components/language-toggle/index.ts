export { LanguageToggle, type LanguageToggleProps, languageToggleVariants } from './language-toggle';
