// Scheduled jobs: the list page, its dialog and the job log.
export { JobPage } from './JobPage';
