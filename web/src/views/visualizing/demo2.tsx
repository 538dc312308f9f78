export { VisualizingDemo2 as default } from '@/features/visualizing';
