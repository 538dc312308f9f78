// Menu component path demo/make/selector/index: the icon selector demo.
export { IconSelectorDemo as default } from '@/features/demo/make/selector';
