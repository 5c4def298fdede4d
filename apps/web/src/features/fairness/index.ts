export { ProvablyFair } from './components/provably-fair';
