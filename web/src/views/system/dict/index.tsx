// Menu component path system/dict/index: the dictionary types.
export { DictTypePage as default } from '@/features/system/dict';
