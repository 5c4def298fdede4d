export { ProvablyFair } from './components/provably-fair';
export { CrashChains } from './components/crash-chains';
