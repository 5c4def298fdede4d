import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router';
import { CONSOLE_ROUTES } from '@/routes/console-routes';
import { ConsoleApp, createConsoleQueryClient } from '@/routes/console-app';
import './styles.css';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root');
createRoot(root).render(
  <StrictMode>
    <ConsoleApp router={createBrowserRouter(CONSOLE_ROUTES)} queryClient={createConsoleQueryClient()} />
  </StrictMode>,
);
