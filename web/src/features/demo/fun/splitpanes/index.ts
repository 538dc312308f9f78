// Demo: resizable split panes (react-resizable-panels), nested.
export { SplitPanesDemo } from './SplitPanesDemo';
