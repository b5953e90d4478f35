import { lazy } from 'react';

/*
 * The device-history area's face: it has no screen of its own; the app hands its popups to Device
 * Info. The buttons load with Device Info; each popup is its own chunk, loaded when first opened.
 */

/** The buttons of a device's usage, history and diagnostics popups; `children` are further links. */
export const DevicePopups = lazy(() => import('./components/device-popups'));
