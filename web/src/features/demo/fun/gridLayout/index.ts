// Demo: a draggable, resizable grid (react-grid-layout) whose layout is saved in localStorage.
export { GridLayoutDemo } from './GridLayoutDemo';
