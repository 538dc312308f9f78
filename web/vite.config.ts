import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { antdIsBright } from './build/plugins.ts';

const server = process.env.API_TARGET ?? 'http://127.0.0.1:8808';

export default defineConfig({
  plugins: [react(), antdIsBright()],
  resolve: { alias: { '@': new URL('./src', import.meta.url).pathname } },
  server: {
    port: 5173,
    proxy: {
      '/api': { target: server, changeOrigin: true, ws: true },
      '/health': { target: server },
    },
  },
  build: {
    target: 'es2022',
    chunkSizeWarningLimit: 1500,
    rolldownOptions: {
      treeshake: {
        // These packages declare no "sideEffects" although importing them does nothing but define
        // exports. Saying so lets the bundler drop what is unused: antd's Input reaches the whole
        // form engine through a context import, and antd's colour class the whole colour picker,
        // which would otherwise load on the login page.
        moduleSideEffects: [
          { test: /node_modules\/@rc-component\/(form|async-validator|color-picker)\//, sideEffects: false },
        ],
      },
    },
  },
});
