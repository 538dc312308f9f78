// Demo: printing one region of a page (react-to-print).
export { PrintDemo } from './PrintDemo';
