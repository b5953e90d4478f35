import type { ReactNode } from 'react';

interface Props {
  /** Names the region, for a screen reader's list of landmarks. */
  label: string;
  /** Classes added to the region's own. */
  className?: string;
  children: ReactNode;
}

/**
 * A table wider than a phone scrolls sideways in this region, so the page never does. The region
 * is named and takes the focus, so the keyboard scrolls it even when its rows hold nothing
 * focusable (axe scrollable-region-focusable). Not antd's own scroll: nothing could focus its
 * container, and its fixed layout gave each column an equal share of a phone's width.
 */
export function ScrollRegion({ label, className, children }: Props) {
  return (
    <section
      className={className ? `table-scroll ${className}` : 'table-scroll'}
      aria-label={label}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a region that scrolls takes the focus, so the keyboard scrolls it.
      tabIndex={0}
    >
      {children}
    </section>
  );
}
