export type { Log } from './log';
export { type Mqtt, startMqtt } from './start-mqtt';
