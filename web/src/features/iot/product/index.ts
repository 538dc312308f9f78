// IoT products: the category tree, the product list (cards or table) and a product's detail page
// with its object-model editor.
export { CategoryPage } from './category/CategoryPage';
export { CategorySelect, type CategorySelectProps } from './category/CategorySelect';
export { ProductDetailPage, type ProductAlarmsTab, type ProductDeviceTabs } from './detail/ProductDetailPage';
export { ProductListPage } from './list/ProductListPage';
// Other screens pick products (and a product's events) through these.
export { connectIntroQuery, productDetailQuery, productOptionsQuery } from './api';
