export { Header, type HeaderProps } from './header';
export { HeaderLogo, HeaderLogoMark, type HeaderLogoProps } from './header-logo';
