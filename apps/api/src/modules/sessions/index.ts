// The sessions module's API: the plugin, auth and profile use sessions only through these.
export {
  endAllSessions,
  endPlayingSessions,
  endOtherSessions,
  endSession,
  listSessions,
  resolveSession,
  startSession,
  type Player,
  type SessionClient,
  type SessionConfig,
} from './service';
