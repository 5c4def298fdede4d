// The responsible-gaming module's API: self-exclusion and the guard every way into play must pass.
export {
  assertEmailNotSelfExcluded,
  assertNotSelfExcluded,
  enforceSelfExclusion,
  recordPlayerIdentity,
  startSelfExclusion,
  type PlayerIdentityFacts,
} from './service';
