type LogFn = (obj: object, msg?: string) => void;

/** Any pino-like logger; the simulator is silent without one. */
export interface Log {
  debug: LogFn;
  info: LogFn;
  warn: LogFn;
  error: LogFn;
}

const noop = () => {};
export const silentLog: Log = { debug: noop, info: noop, warn: noop, error: noop };
