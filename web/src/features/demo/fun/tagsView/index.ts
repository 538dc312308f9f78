// Demo: the tab bar's operations (refresh, close, close others, close all, full screen) from a page.
export { TagsViewDemo } from './TagsViewDemo';
