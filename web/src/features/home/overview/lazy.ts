// The series chart as a lazy component: whoever shows it loads ECharts only when it renders.
import { lazy } from 'react';

export const SeriesChart = lazy(() => import('./SeriesChart'));
