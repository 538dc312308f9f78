// Menu component path system/dict/dataList: the items of one dictionary type.
export { DictDataPage as default } from '@/features/system/dict';
