import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { compression, defineAlgorithm } from 'vite-plugin-compression2';
import { constants } from 'node:zlib';
import { antdIsBright } from './build/plugins.ts';

const server = process.env.API_TARGET ?? 'http://127.0.0.1:8808';

export default defineConfig({
  plugins: [
    react(),
    antdIsBright(),
    // The server sends these as they are (@fastify/static preCompressed): the strongest settings
    // cost build time once instead of CPU on every request.
    compression({
      algorithms: [
        defineAlgorithm('brotliCompress', { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
        defineAlgorithm('gzip', { level: 9 }),
      ],
      threshold: 1024,
      logLevel: 'silent',
    }),
  ],
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
      output: {
        // Few requests before the first screen: everything the login page needs statically sits
        // in one chunk beside the entry, and the signed-in shell (layout, home) in another,
        // instead of dozens of small shared chunks each paying a round trip.
        codeSplitting: {
          groups: [
            { name: 'login', test: /[\\/]src[\\/](main|views[\\/]login[\\/]index)\.tsx$/, priority: 20 },
            {
              name: 'shell',
              test: /[\\/]src[\\/](layout[\\/]index|layout[\\/]DynamicRoutes|app[\\/]QueryRoot|views[\\/]home[\\/]index)\.tsx$/,
              priority: 10,
            },
          ],
        },
      },
      treeshake: {
        // These packages declare no "sideEffects" although importing them does nothing but define
        // exports. Saying so lets the bundler drop what is unused: antd's Input reaches the whole
        // form engine through a context import, and antd's colour class the whole colour picker,
        // which would otherwise load on the login page.
        moduleSideEffects: [
          { test: /node_modules\/@rc-component\/(form|async-validator|color-picker)\//, sideEffects: false },
          // A feature's modules only define things, but its texts.ts, which registers the texts.
          // Saying so keeps the pages a feature's index re-exports out of the shell's chunk when
          // the shell takes only a small part of it (the notice bell).
          { test: /[\\/]src[\\/]features[\\/].*(?<![\\/]texts)\.tsx?$/, sideEffects: false },
        ],
      },
    },
  },
});
