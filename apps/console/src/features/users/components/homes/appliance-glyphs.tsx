import type { ReactNode } from 'react';

/**
 * Line drawings of the appliance kinds the home's device tabs show (spec 000 section 2), drawn on
 * a 24-unit grid in the text colour so they sit in a tab label like Ant Design's own icons.
 */
function Glyph({ children }: { children: ReactNode }) {
  return (
    <svg
      viewBox="0 0 24 24"
      width="1em"
      height="1em"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.8}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
    >
      {children}
    </svg>
  );
}

export const AirConditionerGlyph = () => (
  <Glyph>
    <rect x="2.5" y="4" width="19" height="9" rx="2" />
    <path d="M6 10h12M7 16.5c0 1.5-1 2-1 3.5M12 16.5c0 1.5-1 2-1 3.5M17 16.5c0 1.5-1 2-1 3.5" />
  </Glyph>
);

export const FanGlyph = () => (
  <Glyph>
    <circle cx="12" cy="12" r="1.8" />
    <path d="M12 10.2C10.5 7 11 3.5 13.5 3.5s2.5 4-1.5 6.7M13.6 12.9c3.5.3 6.4 2.4 5.2 4.6s-4.8.3-5.2-4.6M10.4 12.9c-2 2.9-5.3 4.3-6.5 2.1s2.3-4.1 6.5-2.1" />
  </Glyph>
);

export const TelevisionGlyph = () => (
  <Glyph>
    <rect x="2.5" y="4" width="19" height="12.5" rx="1.5" />
    <path d="M12 16.5V20M8 20h8" />
  </Glyph>
);

export const WashingMachineGlyph = () => (
  <Glyph>
    <rect x="4" y="2.5" width="16" height="19" rx="2" />
    <path d="M4 7h16M7.5 4.8h.01M10 4.8h.01" />
    <circle cx="12" cy="14" r="4.5" />
  </Glyph>
);

export const RefrigeratorGlyph = () => (
  <Glyph>
    <rect x="5.5" y="2" width="13" height="20" rx="2" />
    <path d="M5.5 10h13M8.5 5.5v2M8.5 13v3" />
  </Glyph>
);

export const SmartPlugGlyph = () => (
  <Glyph>
    <path d="M9.5 3v4.5M14.5 3v4.5" />
    <rect x="6.5" y="7.5" width="11" height="8" rx="2.5" />
    <path d="M12 15.5V21" />
  </Glyph>
);

export const SwitchGlyph = () => (
  <Glyph>
    <rect x="4.5" y="2.5" width="15" height="19" rx="2" />
    <rect x="9" y="7" width="6" height="10" rx="1.2" />
    <path d="M9 12h6" />
  </Glyph>
);

export const DoorPhoneGlyph = () => (
  <Glyph>
    <rect x="6" y="2" width="12" height="20" rx="2" />
    <circle cx="12" cy="7" r="2" />
    <path d="M9.5 12h5M9.5 14.5h5" />
    <circle cx="12" cy="18.3" r="1" />
  </Glyph>
);
