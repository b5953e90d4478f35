/** The notifications area's public entry (`@console/contracts/notifications`): Notifications and their rules. */

export * from './delivery-funnel';
export * from './delivery-policy';
export * from './duplicate-send';
export * from './notification-rules';
export * from './notifications.schemas';
export * from './opt-out-rules';
export * from './opt-outs.schemas';
export * from './sms-delivery-reports';
export { isTimeZone } from './zoned-time';
