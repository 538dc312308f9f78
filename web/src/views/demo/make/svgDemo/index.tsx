// Menu component path demo/make/svgDemo/index: the SVG icons demo.
export { SvgIconDemo as default } from '@/features/demo/make/svgDemo';
