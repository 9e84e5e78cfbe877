import {
  type ComponentProps,
  type ComponentType,
  createContext,
  type MouseEvent,
  type ReactNode,
  useContext,
} from 'react';

/** What the design system hands to the app's link component: an anchor's props with a required `href`. */
export interface LinkComponentProps extends Omit<ComponentProps<'a'>, 'href'> {
  /** Path inside the store (`/cart`) or an absolute URL. */
  href: string;
}

/** A component that renders a navigation link, e.g. an adapter around React Router's `Link`. */
export type LinkComponent = ComponentType<LinkComponentProps>;

function AnchorLink(props: LinkComponentProps) {
  return <a {...props} />;
}

const LinkContext = createContext<LinkComponent>(AnchorLink);

export interface LinkProviderProps {
  /**
   * Renders every `Link` of the design system. The design system knows no router: the app passes
   * an adapter, e.g. `({ href, ...props }) => <RouterLink to={href} {...props} />`.
   */
  component: LinkComponent;
  children: ReactNode;
}

/** Tells the design system's links how to navigate (client-side routing instead of full page loads). */
export function LinkProvider({ component, children }: LinkProviderProps) {
  return <LinkContext.Provider value={component}>{children}</LinkContext.Provider>;
}

export type LinkProps = LinkComponentProps;

/** A navigation link rendered by the component from `LinkProvider`; a plain `<a href>` without one. */
export function Link(props: LinkProps) {
  const Component = useContext(LinkContext);
  return <Component {...props} />;
}

/** A click the browser turns into a new tab, window or download: whatever held the link stays open. */
export function isModifiedClick(event: MouseEvent) {
  return event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey;
}
