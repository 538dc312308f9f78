// The visualising demos: full-screen boards of the console's live figures, outside the shell.
export { VisualizingDemo1, VisualizingDemo2 } from './boards';
