import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { PlayClient } from './components/play-client';

// The game client's browser entry, built by apps/web/play-client/build.ts and served by the web
// server at /play/{token} (docs/decisions/014-game-client-outside-next.md). The server has checked
// the token's form before sending this page.
const token = decodeURIComponent(window.location.pathname.split('/').pop() ?? '');

createRoot(document.getElementById('play')!).render(
  <StrictMode>
    <PlayClient token={token} />
  </StrictMode>,
);
