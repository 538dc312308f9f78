// Menu component path iot/product/category/index: product categories.
export { CategoryPage as default } from '@/features/iot/product';
