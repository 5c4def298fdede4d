export { LiveChat } from './components/live-chat';
export { CHAT_DELAY_MS, CHAT_USER_EVENT, type CasinoChatGlobal } from './lib/chat-settings';
