export { SideMenu, type SideMenuProps, sideMenuItemVariants } from './side-menu';
