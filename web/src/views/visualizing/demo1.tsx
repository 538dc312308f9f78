export { VisualizingDemo1 as default } from '@/features/visualizing';
