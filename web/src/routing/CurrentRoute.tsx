import { createContext, useContext } from 'react';
import type { AppRoute } from './types';

/** The console route a page was rendered for (its meta, link, title). */
export const CurrentRouteContext = createContext<AppRoute | null>(null);
export const useCurrentRoute = () => useContext(CurrentRouteContext);
