import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/** The staff API in development (STAFF_PORT, as the API reads it); in production it serves this app itself. */
const staffApi = `http://127.0.0.1:${process.env.STAFF_PORT ?? 4100}`;

export default defineConfig({
  plugins: [react(), tailwindcss()],
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  server: { proxy: { '/staff-api': { target: staffApi } } },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // The libraries in a chunk of their own: a change to the console's code leaves them cached.
    rolldownOptions: { output: { codeSplitting: { groups: [{ name: 'vendor', test: /node_modules/ }] } } },
  },
});
