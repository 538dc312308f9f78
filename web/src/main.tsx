import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import '@/i18n';
import { App } from '@/app/App';
import { Local } from '@/lib/storage';
import { useThemeConfig } from '@/stores/themeConfig';
import './styles/global.css';

// themeConfig is written on first load so the stored contract always holds a full object.
if (!Local.get('themeConfig')) Local.set('themeConfig', useThemeConfig.getState().themeConfig);

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
