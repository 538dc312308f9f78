// Demo: a page of ECharts charts, loaded with the page.
export { ChartDemo } from './ChartDemo';
