import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const server = process.env.API_TARGET ?? 'http://127.0.0.1:8808';

export default defineConfig({
  plugins: [react()],
  resolve: { alias: { '@': new URL('./src', import.meta.url).pathname } },
  server: {
    port: 5173,
    proxy: {
      '/api': { target: server, changeOrigin: true, ws: true },
      '/health': { target: server },
    },
  },
  build: { target: 'es2022', chunkSizeWarningLimit: 1500 },
});
