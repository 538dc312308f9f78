// Menu component path system/sysJob/list/index: scheduled jobs.
export { JobPage as default } from '@/features/system/job';
