// Menu component path iot/product/list/index: products.
export { ProductListPage as default } from '@/features/iot/product';
