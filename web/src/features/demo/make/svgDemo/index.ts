// Demo: one icon component for named icons and svg files.
export { SvgIconDemo } from './SvgIconDemo';
