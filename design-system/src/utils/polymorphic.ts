import type { ComponentPropsWithRef, ElementType } from 'react';

/**
 * Props of a component that renders as `C` (`as={Link}` etc.): its own props win over the
 * element's props of the same name. `ref` is a normal prop in React 19, so it is forwarded.
 */
export type PolymorphicProps<C extends ElementType, OwnProps = object> = OwnProps & {
  /** The element or component to render (e.g. react-router's `Link`). */
  as?: C;
} & Omit<ComponentPropsWithRef<C>, keyof OwnProps | 'as'>;
