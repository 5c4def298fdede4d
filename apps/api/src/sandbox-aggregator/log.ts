// One JSON line per event, like the API's own logs, without a logging library for a process this small.

export type LogLevel = 'info' | 'warn' | 'error';
export type Log = (level: LogLevel, message: string, fields?: Record<string, unknown>) => void;

export const jsonLineLog: Log = (level, message, fields = {}) => {
  const line = JSON.stringify({ time: new Date().toISOString(), level, name: 'sandbox-aggregator', msg: message, ...fields });
  (level === 'info' ? process.stdout : process.stderr).write(`${line}\n`);
};
