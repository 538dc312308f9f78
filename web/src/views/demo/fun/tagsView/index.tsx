// Menu component path demo/fun/tagsView/index: the tab operations demo.
export { TagsViewDemo as default } from '@/layout/tags-view/demo/TagsViewDemo';
