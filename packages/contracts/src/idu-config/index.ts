/** The idu-config area's public entry (`@console/contracts/idu-config`): IDU configurations and their rules. */
export * from './idu-config.schemas';
export * from './idu-config-rules';
