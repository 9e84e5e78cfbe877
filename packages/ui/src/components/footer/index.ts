export { defaultFooterSocialLinks, Footer, type FooterProps, type FooterSocialNetwork } from './footer';
