// The page-pattern demos (menu "页面"): each page is one view's default export.
export { DragPage } from './DragPage';
export { DynamicFormPage } from './DynamicFormPage';
export { FilteringDetailsPage } from './FilteringDetailsPage';
export { FilteringPage } from './FilteringPage';
export { FormAdaptPage } from './FormAdaptPage';
export { FormI18nPage } from './FormI18nPage';
export { FormRulesPage } from './FormRulesPage';
export { IconfontPage } from './IconfontPage';
export { LazyImgPage } from './LazyImgPage';
export { ListAdaptPage } from './ListAdaptPage';
export { PreviewPage } from './PreviewPage';
export { StepsPage } from './StepsPage';
export { TableRulesPage } from './TableRulesPage';
export { TreeTablePage } from './TreeTablePage';
export { WaterfallPage } from './WaterfallPage';
export { WavesPage } from './WavesPage';
