// Every page a menu can address. Vite turns each into its own lazily loaded chunk.
import type { ComponentType } from 'react';

type Loader = () => Promise<{ default: ComponentType }>;

export const viewModules = import.meta.glob<{ default: ComponentType }>([
  '../views/**/*.tsx',
  '../layout/routerView/*.tsx',
  '!**/*.test.tsx',
  '!**/components/**',
]) as Record<string, Loader>;
