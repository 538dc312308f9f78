// Menu component path demo/fun/splitpanes/index: the split panes demo.
export { SplitPanesDemo as default } from '@/features/demo/fun/splitpanes';
