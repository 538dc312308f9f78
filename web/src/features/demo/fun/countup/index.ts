// Demo: animated numbers (GFast's countup page) on a small requestAnimationFrame hook.
export { CountUpDemo } from './CountUpDemo';
