import { lazy } from 'react';

/*
 * The device-actions area's face: it has no screen of its own; the app hands these to Device Info.
 * Each is loaded with Device Info's result, in chunks of their own.
 */

/** Send Email, the dealer card, offboarding, a gateway's children. */
export const DeviceActions = lazy(() => import('./components/device-actions'));
/** Send FOTA Trigger, beside the details' title. */
export const FotaTriggerButton = lazy(() =>
  import('./components/fota-trigger-button').then((m) => ({ default: m.FotaTriggerButton })),
);
const fieldEdits = () => import('./components/device-field-edits');
/** The Model Number field with its edit. */
export const ModelNumberEdit = lazy(() => fieldEdits().then((m) => ({ default: m.ModelNumberEdit })));
/** The Product Serial No field with its edit, while the device is not onboarded. */
export const ProductSerialEdit = lazy(() => fieldEdits().then((m) => ({ default: m.ProductSerialEdit })));
