import type { CSSProperties, ReactNode } from 'react';

const RESULT_HEADING: CSSProperties = { font: 'inherit', color: 'inherit', margin: 0 };
/** Out of sight, still read (the usual visually-hidden pattern). */
export const VISUALLY_HIDDEN: CSSProperties = {
  position: 'absolute',
  width: 1,
  height: 1,
  padding: 0,
  margin: -1,
  overflow: 'hidden',
  clipPath: 'inset(50%)',
  whiteSpace: 'nowrap',
  border: 0,
};

/** A result page's title as its level-one heading, looking as the Result title it sits in. */
export function ResultHeading({ children }: { children: ReactNode }) {
  return <h1 style={RESULT_HEADING}>{children}</h1>;
}

/** The level-one heading of a screen whose title the layout shows otherwise: read by screen readers only. */
export function HiddenHeading({ children }: { children: ReactNode }) {
  return <h1 style={VISUALLY_HIDDEN}>{children}</h1>;
}
