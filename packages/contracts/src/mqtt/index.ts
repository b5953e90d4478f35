/*
 * The MQTT protocol between devices and the platform (docs/mqtt.md): the topic layout and every
 * message shape, one definition that the server's ingest, its command channel and the device
 * simulator all use.
 */
export * from './commands.schemas';
export * from './telemetry.schemas';
export * from './topics';
