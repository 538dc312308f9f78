// Demo: the shared icon picker (components/icon), as the menu form uses it.
export { IconSelectorDemo } from './IconSelectorDemo';
