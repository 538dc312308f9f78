// Demo: a map chart on ECharts' geo component with a bundled world GeoJSON (no map service).
export { EchartsMapDemo } from './EchartsMapDemo';
